// Generates test/vectors/java-write-utf.json: what java.io.DataOutputStream.writeUTF writes for each case,
// checked by reading it back with java.io.DataInputStream.readUTF. Run from the package folder:
//
//   java test/java/WriteUtfVectors.java < test/java/write-utf-cases.tsv > test/vectors/java-write-utf.json
//
// Input: one case a line, `name<TAB>UTF-16 units in hex, space-separated<TAB>repeat count`; lines starting
// with `#` and empty lines are skipped. Output: JSON, one vector per case: the whole frame in hex when it
// is at most 1024 bytes, else its length and SHA-256; `error` when writeUTF throws.
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.InputStreamReader;
import java.io.UTFDataFormatException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.List;

public class WriteUtfVectors {
  static String hex(byte[] bytes) {
    StringBuilder out = new StringBuilder();
    for (byte b : bytes) out.append(String.format("%02x", b & 0xff));
    return out.toString();
  }

  static String json(String s) {
    StringBuilder out = new StringBuilder("\"");
    for (char c : s.toCharArray()) {
      if (c == '"' || c == '\\') out.append('\\').append(c);
      else if (c < 0x20 || c > 0x7e) out.append(String.format("\\u%04x", (int) c));
      else out.append(c);
    }
    return out.append('"').toString();
  }

  public static void main(String[] args) throws Exception {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    List<String> vectors = new ArrayList<>();
    for (String line; (line = in.readLine()) != null; ) {
      if (line.isEmpty() || line.startsWith("#")) continue;
      String[] fields = line.split("\t", -1);
      String name = fields[0];
      String units = fields[1].trim();
      int repeat = Integer.parseInt(fields[2].trim());
      StringBuilder one = new StringBuilder();
      if (!units.isEmpty()) for (String unit : units.split(" ")) one.append((char) Integer.parseInt(unit, 16));
      String text = one.toString().repeat(repeat);
      String head = "    {\"name\": " + json(name) + ", \"units\": " + json(units) + ", \"repeat\": " + repeat;
      ByteArrayOutputStream buffer = new ByteArrayOutputStream();
      try {
        new DataOutputStream(buffer).writeUTF(text);
      } catch (UTFDataFormatException e) {
        vectors.add(head + ", \"error\": \"UTFDataFormatException\"}");
        continue;
      }
      byte[] frame = buffer.toByteArray();
      String back = new DataInputStream(new ByteArrayInputStream(frame)).readUTF();
      if (!back.equals(text)) throw new AssertionError("readUTF did not give back case " + name);
      if (frame.length <= 1024) {
        vectors.add(head + ", \"frame\": \"" + hex(frame) + "\"}");
      } else {
        String sha = hex(MessageDigest.getInstance("SHA-256").digest(frame));
        vectors.add(head + ", \"length\": " + frame.length + ", \"sha256\": \"" + sha + "\"}");
      }
    }
    System.out.println("{");
    System.out.println("  \"source\": \"test/java/WriteUtfVectors.java on test/java/write-utf-cases.tsv: java.io.DataOutputStream.writeUTF, each frame read back with DataInputStream.readUTF\",");
    System.out.println("  \"java\": " + json(System.getProperty("java.vm.name") + " " + System.getProperty("java.version")) + ",");
    System.out.println("  \"vectors\": [");
    System.out.println(String.join(",\n", vectors));
    System.out.println("  ]");
    System.out.println("}");
  }
}
