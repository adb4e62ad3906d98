package io.github.tabla.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.GameDefinition;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** A bare {@code tabla}: the menu (language, game, variant, opponent, level, name) that starts a match. */
class MenuTest {

  @Test
  void theMenuAsksAndStartsAMatchWithTheChoices() {
    GameDefinition<?> first = Catalog.variants(Catalog.families().head()).head();
    // English, the first game, its standard variant (when it has several), the Robot, the gentlest level, Ana
    String variant = Catalog.variants(Catalog.families().head()).size() > 1 ? "1\n" : "";
    String input = "1\n1\n" + variant + "1\n1\nAna\nresign\n";
    Cli.Result r = Cli.runIn(Locale.ENGLISH, input);
    assertEquals(0, r.status(), r::toString);
    assertTrue(r.out().contains("Welcome to Tabla!"), r::toString);
    assertTrue(r.out().contains("Which game?\n  1) "), r::toString);
    assertTrue(r.out().contains("How strong is the Robot?"), r::toString);
    assertTrue(r.out().contains(Catalog.familyName(first.family(), Texts.of(Locale.ENGLISH))
        + ": you against the Robot (" + Catalog.levelName(first, first.levels().head(), Locale.ENGLISH) + ")."),
        r::toString);
    assertTrue(r.lastLine().startsWith("Ana resigned in round 1"), r::toString);
  }

  @Test
  void enterTakesTheDefaultsAndTheLanguageChangesTheMenu() {
    // Romanian (the languages are en, ro, he, it), then Enter for every default
    Cli.Result r = Cli.runIn(Locale.ENGLISH, "2\n\n\n\n\n\nabandon\n");
    assertEquals(0, r.status(), r::toString);
    assertTrue(r.out().contains("Bine ai venit la Tabla!"), r::toString);
    assertTrue(r.out().contains("Ce joc alegi?"), r::toString);
    assertTrue(r.lastLine().contains("a abandonat"), r::toString);
  }

  @Test
  void aWrongAnswerIsAskedAgainAndTheEndOfTheInputLeavesQuietly() {
    Cli.Result r = Cli.runIn(Locale.ENGLISH, "9\nzebra\n");
    assertEquals(0, r.status(), r::toString);
    assertTrue(r.out().contains("Please type a number from 1 to 4."), r::toString);
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
  void twoPlayersSkipTheLevel() {
    String variant = Catalog.variants(Catalog.families().head()).size() > 1 ? "\n" : "";
    Cli.Result r = Cli.runIn(Locale.ENGLISH, "1\n1\n" + variant + "2\nresign\n");
    assertTrue(r.out().contains("Player 1, your move (White): resign"), r::toString);
    assertTrue(r.lastLine().startsWith("Player 1 resigned"), r::toString);
  }
}
