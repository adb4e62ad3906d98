package io.github.tabla.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.GameDefinition;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.text.Collator;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** A bare {@code tabla}: the menu (language, game, variant, opponent, level, name) that starts a match. */
class MenuTest {

  @Test
  void theMenuAsksAndStartsAMatchWithTheChoices() {
    Seq<String> families = Catalog.families(Texts.of(Locale.ENGLISH));
    GameDefinition<?> first = Catalog.variants(families.head()).head();
    // English, the first game, its standard variant (when it has several), the Robot, the gentlest level, Ana
    String variant = Catalog.variants(families.head()).size() > 1 ? "1\n" : "";
    String input = "1\n1\n" + variant + "1\n1\nAna\nquit\n";
    Cli.Result r = Cli.runIn(Locale.ENGLISH, input);
    assertEquals(0, r.status(), r::toString);
    assertTrue(r.out().contains("Welcome to Tabla!"), r::toString);
    assertTrue(r.out().contains("Which game?\n  1) "), r::toString);
    assertTrue(r.out().contains("How strong is the Robot?"), r::toString);
    assertTrue(r.out().contains(Catalog.familyName(first.family(), Texts.of(Locale.ENGLISH))
        + ": you against the Robot (" + Catalog.levelName(first, first.levels().head(), Locale.ENGLISH) + ")."),
        r::toString);
    assertTrue(r.out().contains("White: Ana. Black: Robot."), r::toString);
    assertEquals("Goodbye!", r.lastLine(), r::toString);
  }

  @Test
  void enterTakesTheDefaultsAndTheLanguageChangesTheMenu() {
    // Romanian (the languages are en, ro, he, it), then Enter for every default
    Cli.Result r = Cli.runIn(Locale.ENGLISH, "2\n\n\n\n\n\niesire\n");
    assertEquals(0, r.status(), r::toString);
    assertTrue(r.out().contains("Bine ai venit la Tabla!"), r::toString);
    assertTrue(r.out().contains("Ce joc alegi?"), r::toString);
    assertEquals("La revedere!", r.lastLine(), r::toString);
  }

  @Test
  void aWrongAnswerIsAskedAgainAndTheEndOfTheInputLeavesQuietly() {
    Cli.Result r = Cli.runIn(Locale.ENGLISH, "9\nzebra\n");
    assertEquals(0, r.status(), r::toString);
    assertTrue(r.out().contains("Please type a number from 1 to 4."), r::toString);
    assertEquals("Goodbye!", r.lastLine(), "the end of the input at the menu leaves with a line: " + r);
  }

  @Test
  void theTerminalsLanguageIsTheDefaultAndLangSkipsTheQuestion() {
    Cli.Result it = Cli.runIn(Locale.ITALY, "\n");
    assertTrue(it.out().contains("Lingua:"), it::toString);
    assertTrue(it.out().contains("(Invio: 4)"), "Italian is the default choice: " + it);
    Cli.Result he = Cli.runIn(Locale.ENGLISH, "", "--lang", "he");
    assertTrue(he.out().startsWith("ברוכים הבאים ל־Tabla!"), he::toString);
  }

  @Test
  void theGamesAreListedByTheirNamesInTheChosenLanguage() {
    for (String language : new String[] {"en", "ro", "he", "it"}) {
      Texts texts = Texts.of(Locale.forLanguageTag(language));
      Cli.Result r = Cli.runIn(Locale.ENGLISH, "", "--lang", language);
      String out = r.out();
      int from = out.indexOf(texts.get("menu.game"));
      assertTrue(from >= 0, r::toString);
      // the menu's lines "  1) name", in order, up to the question that follows them
      Seq<String> listed = Array.of(out.substring(from).split("\n")).drop(1)
          .takeWhile(line -> line.matches("  [0-9]+\\) .*")).map(line -> line.substring(line.indexOf(") ") + 2));
      Seq<String> names = Catalog.families().map(f -> Catalog.familyName(f, texts));
      assertEquals(names.size(), listed.size(), r::toString);
      assertEquals(names.sorted(Collator.getInstance(texts.locale())), listed, language + ": " + r);
      assertEquals(Catalog.families(texts).map(f -> Catalog.familyName(f, texts)), listed, r::toString);
    }
    // English: "American pool checkers" before "Brazilian draughts", "Kings and Diamonds" after "Italian draughts"
    Seq<String> english = Catalog.families(Texts.of(Locale.ENGLISH));
    assertTrue(english.indexOf("diamonds") > english.indexOf("italian-draughts"), english::toString);
  }

  @Test
  void twoPlayersSkipTheLevel() {
    String variant = Catalog.variants(Catalog.families(Texts.of(Locale.ENGLISH)).head()).size() > 1 ? "\n" : "";
    Cli.Result r = Cli.runIn(Locale.ENGLISH, "1\n1\n" + variant + "2\nAna\nBob\nquit\n");
    assertTrue(r.out().contains("Player 1, what is your name? (Enter: Player 1)"), r::toString);
    assertTrue(r.out().contains("Player 2, what is your name? (Enter: Player 2)"), r::toString);
    assertTrue(r.out().contains("White: Ana. Black: Bob."), r::toString);
    // the first game of the list may start with Black (American pool checkers)
    assertTrue(r.out().matches("(?s).*(Ana, your move \\(White\\)|Bob, your move \\(Black\\)): quit\n.*"), r::toString);
  }
}
