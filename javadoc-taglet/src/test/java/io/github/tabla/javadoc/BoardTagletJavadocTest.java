package io.github.tabla.javadoc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.testgames.MiniDiamonds;
import io.github.tabla.notation.Notation;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The taglet inside a real Javadoc run: a valid diagram is drawn into the page as inline SVG, and a
 * broken one fails the run with the game's reason.
 */
class BoardTagletJavadocTest {

  private record Run(int status, String output, Path docs) {
    String page() throws IOException {
      return Files.readString(docs.resolve("fixture/Fixture.html"));
    }
  }

  private static Run javadoc(Path dir, String comment) throws IOException {
    Path source = dir.resolve("src/fixture/Fixture.java");
    Files.createDirectories(source.getParent());
    Files.writeString(source, "package fixture;\n\n" + comment + "\npublic class Fixture {\n"
        + "  /** Creates it. */\n  public Fixture() {}\n}\n");
    Path docs = dir.resolve("docs");
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int status = ToolProvider.getSystemDocumentationTool().run(null, out, out,
        "-d", docs.toString(), "-quiet", "-Xdoclint:all",
        "-taglet", BoardTaglet.class.getName(),
        "-tagletpath", System.getProperty("java.class.path"),
        source.toString());
    return new Run(status, out.toString(StandardCharsets.UTF_8), docs);
  }

  @Test
  void aValidDiagramIsDrawnIntoThePage(@TempDir Path dir) throws IOException {
    Run run = javadoc(dir, "/** A board: {@board mini-diamonds start [dest=a2,b2]}. */");
    assertEquals(0, run.status(), run.output());
    String page = run.page();
    assertTrue(page.contains("<span class=\"tabla-board\""), page);
    assertTrue(page.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""), page);
    assertTrue(page.contains(Notation.forGame(new MiniDiamonds()).writePosition(new MiniDiamonds().start())), page);
  }

  @Test
  void aCharacterReferenceStandsForTheStarThatWouldEndTheComment(@TempDir Path dir) throws IOException {
    String start = Notation.forGame(new MiniDiamonds()).writePosition(new MiniDiamonds().start());
    Run run = javadoc(dir, "/** A board: {@board mini-diamonds " + start.replace("*", "&#42;") + "}. */");
    assertEquals(0, run.status(), run.output());
    assertTrue(run.page().contains("<svg"), run.page());
  }

  @Test
  void anInvalidPositionFailsTheJavadocRun_sayingWhy(@TempDir Path dir) throws IOException {
    Run run = javadoc(dir, "/** A board: {@board mini-diamonds 8/8/8/8/8/8/8/8 w 0 0 0 0}. */");
    assertNotEquals(0, run.status(), run.output());
    assertTrue(run.output().contains("error"), run.output());
    assertTrue(run.output().contains("is not valid for mini-diamonds"), run.output());
  }

  @Test
  void anIllegalMoveFailsTheJavadocRun(@TempDir Path dir) throws IOException {
    Run run = javadoc(dir, "/** A board: {@board mini-diamonds start [move=Ka1-h8]}. */");
    assertNotEquals(0, run.status(), run.output());
    assertTrue(run.output().contains("the move \"Ka1-h8\" cannot be played"), run.output());
  }

  @Test
  void anUnknownGameFailsTheJavadocRun(@TempDir Path dir) throws IOException {
    Run run = javadoc(dir, "/** A board: {@board chess start}. */");
    assertNotEquals(0, run.status(), run.output());
    assertTrue(run.output().contains("unknown game 'chess'"), run.output());
  }
}
