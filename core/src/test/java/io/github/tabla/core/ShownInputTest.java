package io.github.tabla.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.collection.Array;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * What a message shows of a person's input: control characters escaped, never written raw to a
 * terminal, and a long text cut; numbers in messages are written without grouping.
 */
class ShownInputTest {

  @Test
  void controlCharactersAreEscaped() {
    assertEquals("\\e]0;X\\u0007", Messages.shownInput("\u001b]0;X\u0007"));
    assertEquals("a\\tb\\nc\\rd\\u007f\\u0085", Messages.escaped("a\tb\nc\rd\u007f\u0085"));
    String plain = "Ke1-e2 \u2068שלום\u2069";
    assertSame(plain, Messages.escaped(plain), "a text without controls is itself; bidi isolates are kept");
  }

  @Test
  void aLongInputIsCutWithAnEllipsis() {
    String shown = Messages.shownInput("x".repeat(10_000_000));
    assertEquals("x".repeat(Messages.SHOWN_INPUT) + "\u2026", shown);
    assertEquals("y".repeat(Messages.LONGEST_ARGUMENT) + "\u2026", Messages.shownArgument("y".repeat(5_000)));
  }

  @Test
  void aLongInputIsShownAroundTheColumnOfTheProblem() {
    String input = "a".repeat(1_000) + "!" + "b".repeat(1_000);
    String shown = Messages.shownInput(input, 1_000);
    assertTrue(shown.startsWith("\u2026") && shown.endsWith("\u2026"), shown);
    assertTrue(shown.contains("a!b"), shown);
    assertEquals(Messages.SHOWN_INPUT + 2, shown.length());
  }

  @Test
  void aMessageAboutAHugeInputStaysShort() {
    String huge = "\u001b[2J" + "z".repeat(10_000_000);
    String text = Messages.core(Locale.ENGLISH).text(SyntaxError.of("square.syntax", huge, 5, "a file", "z"));
    assertTrue(text.length() < 2 * Messages.SHOWN_INPUT + 100, String.valueOf(text.length()));
    assertTrue(text.startsWith("Cannot read \"\\e[2J"), text.substring(0, 30));
    // any text argument, not only an input, is escaped and cut
    String other = Messages.core(Locale.ENGLISH).text("square.syntax", Array.of("a", 1, "b", huge));
    assertTrue(other.length() < Messages.LONGEST_ARGUMENT + 100, String.valueOf(other.length()));
  }

  @Test
  void countsAreWrittenWithoutGrouping() {
    assertEquals("not 1000 but 1234567", Messages.format(Locale.ENGLISH, "not {0} but {1}", Array.of(1000, 1234567)));
    assertEquals("non 1000", Messages.format(Locale.ITALIAN, "non {0}", Array.of(1000)));
  }
}
