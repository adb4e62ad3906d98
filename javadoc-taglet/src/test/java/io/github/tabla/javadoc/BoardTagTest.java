package io.github.tabla.javadoc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.collection.LinkedHashMap;
import org.junit.jupiter.api.Test;

/** Reading the text of a {@code {@board ...}} tag: the syntax, before any game is asked. */
class BoardTagTest {

  private static String problem(String text) {
    return BoardTag.parse(text).swap().getOrElseThrow(() -> new AssertionError("accepted: " + text));
  }

  @Test
  void aGameAndAPositionWithSpacesInside() {
    BoardTag tag = BoardTag.parse("diamonds 4k3/8/2****2/2****2/2****2/2****2/8/4K3 w 0 0 0 0").get();
    assertEquals("diamonds", tag.game());
    assertEquals("4k3/8/2****2/2****2/2****2/2****2/8/4K3 w 0 0 0 0", tag.position());
    assertTrue(tag.highlights().isEmpty());
    assertFalse(tag.flipped());
  }

  @Test
  void highlightsInBracketsAtTheEnd_inTheOrderWritten() {
    BoardTag tag = BoardTag.parse("italian-draughts W:WK11:BK6,14,22 [move=11x18x27 dest=2 flip]").get();
    assertEquals("W:WK11:BK6,14,22", tag.position());
    assertEquals(LinkedHashMap.of("move", "11x18x27", "dest", "2", "flip", ""), tag.highlights());
    assertTrue(tag.flipped());
  }

  @Test
  void lineBreaksAndRunsOfSpacesCountAsOneSpace() {
    BoardTag tag = BoardTag.parse("\n  buttons\n   start   [ origin=b1\n dest=b2,b3 ]  ").get();
    assertEquals("buttons", tag.game());
    assertEquals("start", tag.position());
    assertEquals(LinkedHashMap.of("origin", "b1", "dest", "b2,b3"), tag.highlights());
  }

  @Test
  void nothingAtAll() {
    assertEquals("expected a game id and a position text, found nothing", problem("   "));
  }

  @Test
  void aGameWithoutAPosition() {
    assertEquals("expected a position text or the word 'start' after the game id 'diamonds'", problem("diamonds"));
    assertEquals("expected a position text or the word 'start' after the game id 'diamonds'",
        problem("diamonds [flip]"));
  }

  @Test
  void bracketsAnywhereButAtTheEnd() {
    assertTrue(problem("diamonds start [flip] x").startsWith("highlights must be one pair of square brackets"));
    assertTrue(problem("diamonds start [flip [dest=e2]]").startsWith("highlights must be one pair"));
    assertEquals("a ']' without its '[' in \"start flip]\"", problem("diamonds start flip]"));
  }

  @Test
  void unknownMalformedAndRepeatedHighlights() {
    assertEquals("unknown highlight 'arrow'; known: move, origin, dest, captured, last, flip",
        problem("diamonds start [arrow=e1]"));
    assertEquals("cannot read the highlight \"=e1\": expected KEY=VALUE or flip", problem("diamonds start [=e1]"));
    assertEquals("'flip' takes no value, found \"flip=yes\"", problem("diamonds start [flip=yes]"));
    assertEquals("the highlight 'origin' needs a value: origin=...", problem("diamonds start [origin]"));
    assertEquals("the highlight 'dest' is given twice", problem("diamonds start [dest=e2 dest=d2]"));
  }

  @Test
  void characterReferencesAreDecoded_soAStarBeforeASlashCanBeWrittenInJavaSource() {
    assertEquals("*", BoardTaglet.entity("#42"));
    assertEquals("*", BoardTaglet.entity("#x2A"));
    assertEquals("&", BoardTaglet.entity("amp"));
    assertEquals("&nosuch;", BoardTaglet.entity("nosuch"));
    assertEquals("&#xZZ;", BoardTaglet.entity("#xZZ"));
  }
}
