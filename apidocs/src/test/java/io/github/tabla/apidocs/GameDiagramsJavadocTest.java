package io.github.tabla.apidocs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.SquareNaming;
import io.github.tabla.javadoc.BoardTaglet;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The board taglet with the real games, in a real Javadoc run: the draughts priority example of
 * ID-10.1 is drawn with its capture marked, and a diagram that breaks a rule fails the run with the
 * rules engine's reason.
 */
class GameDiagramsJavadocTest {

  /** Documents one class whose comment is {@code doc}; answers the tool's status, output and page. */
  private static String[] document(Path dir, String doc) throws IOException {
    Path source = Files.createDirectories(dir.resolve("src/example")).resolve("Example.java");
    Files.writeString(source, "package example;\n\n/** " + doc + " */\npublic final class Example {\n"
        + "  private Example() {}\n}\n");
    ByteArrayOutputStream log = new ByteArrayOutputStream();
    int status = ToolProvider.getSystemDocumentationTool().run(null, log, log,
        "-d", dir.resolve("docs").toString(), "-quiet",
        "-taglet", BoardTaglet.class.getName(), "-tagletpath", System.getProperty("java.class.path"),
        source.toString());
    Path page = dir.resolve("docs/example/Example.html");
    return new String[] {String.valueOf(status), log.toString(StandardCharsets.UTF_8),
        Files.exists(page) ? Files.readString(page) : ""};
  }

  private static String squareOf(int number) {
    return SquareNaming.DRAUGHTS.square(Integer.toString(number)).get().text();
  }

  @Test
  void theMostPiecesExampleIsDrawnWithItsCaptureMarked(@TempDir Path dir) throws IOException {
    String[] run = document(dir, "ID-10.1: {@board italian-draughts W:WK11:BK6,14,22 [move=11x18x27]}");
    assertEquals("0", run[0], run[1]);
    String page = run[2];
    assertTrue(page.contains("class=\"origin\" data-square=\"" + squareOf(11) + "\""), page);
    assertTrue(page.contains("class=\"captured\" data-square=\"" + squareOf(14) + "\""), page);
    assertTrue(page.contains("class=\"captured\" data-square=\"" + squareOf(22) + "\""), page);
    assertTrue(page.contains("W:WK11:BK6,14,22  11x18x27"), page);  // the caption: position and move
  }

  @Test
  void aCaptureThePrioritiesForbidFailsTheRun_namingTheRule(@TempDir Path dir) throws IOException {
    String[] run = document(dir, "{@board italian-draughts W:WK11:BK6,14,22 [move=11x2]}");
    assertNotEquals("0", run[0], run[1]);
    assertTrue(run[1].contains("the move \"11x2\" cannot be played"), run[1]);
    assertTrue(run[1].contains("You must capture the most pieces (2 pieces, not 1 piece): play 11x18x27. (ID-10.1)"), run[1]);
  }

  @Test
  void aPositionTheRulesForbidFailsTheRun_withTheGamesReason(@TempDir Path dir) throws IOException {
    // ID-11b: a White man never stands on Black's back row (1..4)
    String[] run = document(dir, "{@board italian-draughts W:W2,22:B12}");
    assertNotEquals("0", run[0], run[1]);
    assertTrue(run[1].contains("is not valid for italian-draughts"), run[1]);
    assertTrue(run[1].contains("A man cannot stand on the row where it would be crowned (White): 2"), run[1]);
  }

  @Test
  void twoBlackKingsFailTheRun_oneKingEachDoesNot(@TempDir Path dir) throws IOException {
    String[] run = document(dir, "{@board diamonds 4k3/8/8/8/8/8/8/4K3 w 0 0 0 0 [dest=e2]}");
    assertEquals("0", run[0], run[1]);
    String[] broken = document(dir.resolve("broken"), "{@board diamonds 4k3/8/8/8/8/8/4k3/4K3 w 0 0 0 0}");
    assertNotEquals("0", broken[0], broken[1]);
    assertTrue(broken[1].contains("is not valid for diamonds"), broken[1]);
  }
}
