package io.github.tabla.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Games;
import io.github.tabla.core.Messages;
import io.github.tabla.notation.NotationMessages;
import io.github.tabla.notation.move.MoveProblem;
import io.vavr.control.Either;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every mistake a user can make on the command line: one clear message on the error stream, exit
 * status 2, and never a stack trace.
 */
class UserErrorsTest {

  private static void assertUserError(Cli.Result r, String message) {
    assertEquals(Tabla.USER_ERROR, r.status(), r::toString);
    assertTrue(r.err().contains(message), () -> "expected \"" + message + "\" in\n" + r);
    assertNoStackTrace(r);
  }

  static void assertNoStackTrace(Cli.Result r) {
    assertFalse(r.err().contains("\tat ") || r.err().contains("Exception") || r.out().contains("\tat "),
        r::toString);
  }

  @ParameterizedTest
  @ValueSource(strings = {"moves", "perft", "analyse", "show", "play", "match"})
  void anUnknownGameIsNamedWithTheGamesThereAre(String command) {
    Cli.Result r = command.equals("perft") ? Cli.run(command, "chess", "--depth", "1")
        : command.equals("match") ? Cli.run(command, "chess", "--white", "1", "--black", "1")
        : Cli.run(command, "chess");
    assertUserError(r, "Unknown game \"chess\". The games are: " + Games.definitions().map(g -> g.family()).distinct()
        .mkString(", ") + ".");
    assertEquals(1, r.err().lines().count(), "one message: " + r);
  }

  @Test
  void aGameNearlyNamedIsSuggested() {
    assertUserError(Cli.run("moves", "italian"), "Did you mean italian-draughts?");
  }

  @Test
  void anUnknownVariantListsTheGamesVariants() {
    assertUserError(Cli.run("moves", "italian-draughts", "--variant", "flying-kings"),
        "The game italian-draughts has no variant \"flying-kings\". Its variants are: standard, no-draws.");
    assertUserError(Cli.run("moves", "italian-draughts:flying-kings"), "has no variant \"flying-kings\"");
  }

  @Test
  void aBadPositionTextSaysWhereAndWhy() {
    Cli.Result r = Cli.run("moves", "italian-draughts", "--position", "W:W21-33:B1-12");
    assertUserError(r, "Cannot read the position \"W:W21-33:B1-12\" at column");
    Cli.Result invalid = Cli.run("show", "italian-draughts", "--position", "W:W1,21-32:B5-12");
    assertUserError(invalid, "The position is not valid");
  }

  @Test
  void anIllegalMoveInTheListSaysWhichPlyAndWhy() {
    // after 22-18 11-14 White must capture 18x11 (ID-8): 21-17 is the third ply
    Cli.Result r = Cli.run("moves", "italian-draughts", "--moves", "22-18 11-14 21-17");
    assertUserError(r, "Move 3 (\"21-17\") cannot be played:");
    assertTrue(r.err().contains("18x11"), r::toString);

    Cli.Result unreadable = Cli.run("perft", "italian-draughts", "--depth", "1", "--moves", "22-18 hello");
    assertUserError(unreadable, "Move 2 (\"hello\") cannot be played:");
  }

  @Test
  void theReasonIsInTheChosenLanguage() {
    Cli.Result r = Cli.run("moves", "italian-draughts", "--lang", "ro", "--moves", "22-18 11-14 21-17");
    var game = Fixtures.game("italian-draughts");
    String expected = reason(game, "ro");
    assertUserError(r, "Mutarea 3 („21-17”) nu poate fi jucată: " + expected);
  }

  private static <P extends io.github.tabla.core.GamePosition<P>> String reason(
      io.github.tabla.core.GameDefinition<P> game, String lang) {
    var n = io.github.tabla.notation.Notation.forGame(game);
    P p = game.start();
    p = p.playUnchecked(n.readMove(p, "22-18").get());
    p = p.playUnchecked(n.readMove(p, "11-14").get());
    Either<MoveProblem, ?> m = n.readMove(p, "21-17");
    return NotationMessages.of(game, Messages.supported(java.util.Locale.forLanguageTag(lang))).text(m.getLeft());
  }

  @Test
  void badOptionValuesAreUserErrors() {
    assertUserError(Cli.run("perft", "knights", "--depth", "x"), "\"x\" is not a value for --depth: it takes a whole number.");
    assertUserError(Cli.run("perft", "knights"), "\"tabla perft\" needs --depth.");
    // a value given without its option: the missing option named with it
    assertUserError(Cli.run("perft", "knights", "5"), "\"tabla perft\" needs --depth. Did you mean: --depth 5?");
    assertUserError(Cli.run("perft", "knights", "--depth", "-1"), "The depth must be from 0 to 64, not -1.");
    assertUserError(Cli.run("moves", "knights", "--bogus"), "--bogus is not an option of \"tabla moves\".");
    assertUserError(Cli.run("moves", "knights", "--jsn"), "Did you mean: --json?");
    assertUserError(Cli.run("moves"), "Name a game: " + Catalog.families().mkString(", ") + ".");
    assertUserError(Cli.run("play", "knights", "--level", "9"),
        "Unknown level \"9\" for knights. The levels are: 1 gentle, 2 easy, 3 medium, 4 strong, 5 strongest.");
    assertUserError(Cli.run("play", "knights", "--level", "perfect"), "knights has no perfect level");
    assertUserError(Cli.run("play", "knights", "--seed", "many"), "\"many\" is not a value for --seed: it takes a whole number.");
    assertUserError(Cli.run("play", "knights", "--two-players", "--level", "1"), "--level is for a match");
    assertUserError(Cli.run("match", "knights", "--white", "gentle"), "\"tabla match\" needs --black.");
    assertUserError(Cli.run("match", "knights", "--white", "gentle", "--black", "superb"), "Unknown level \"superb\"");
    assertUserError(Cli.run("analyse", "knights", "--time-ms", "0"), "--time-ms must be from 1 to 86400000, not 0.");
    // a budget beyond any clock is a user's mistake, not an overflow inside
    assertUserError(Cli.run("analyse", "diamonds", "--time-ms", String.valueOf(Long.MAX_VALUE)),
        "--time-ms must be from 1 to 86400000, not " + Long.MAX_VALUE + ".");
    assertUserError(Cli.run("analyse", "diamonds", "--time-ms", "99999999999999999999"),
        "is not a value for --time-ms: it takes a whole number.");
    assertUserError(Cli.run("analyse", "knights", "--nodes", "0"), "--nodes must be at least 1, not 0.");
    assertUserError(Cli.run("moves", "knights", "--stdin", "--position", "x"), "--stdin reads the positions");
    assertUserError(Cli.run("frobnicate"), "\"frobnicate\" is not expected here (\"tabla\").");
    assertUserError(Cli.run("--lang", "fr", "moves", "knights"), "Unknown language \"fr\". The languages are: en, ro, he, it.");
  }

  @Test
  void aUserErrorSpeaksTheChosenLanguage() {
    assertUserError(Cli.run("moves", "chess", "--lang", "it"), "Gioco sconosciuto: «chess».");
    assertUserError(Cli.run("moves", "chess", "--lang=he"), "משחק לא מוכר: \"\u2068chess\u2069\".");
    assertUserError(Cli.run("--lang", "ro", "perft", "knights", "--depth", "99"), "Adâncimea trebuie să fie");
  }

  @Test
  void theCommandLinesOwnMistakesSpeakTheChosenLanguage() {
    // #15.13: unknown option, missing game, bad level, missing and bad values, in the chosen language
    assertUserError(Cli.run("moves", "knights", "--bogus", "--lang", "it"), "--bogus non è un'opzione di «tabla moves».");
    assertUserError(Cli.run("moves", "--lang", "ro"), "Alege un joc: ");
    assertUserError(Cli.run("play", "knights", "--level", "superb", "--lang", "ro"),
        "Nivel necunoscut pentru knights: „superb”. Nivelurile sunt: 1 gentle (Blând), 2 easy (Ușor)");
    assertUserError(Cli.run("perft", "knights", "--lang", "it"), "«tabla perft» ha bisogno di --depth.");
    assertUserError(Cli.run("perft", "knights", "--depth", "x", "--lang", "ro"),
        "„x” nu este o valoare pentru --depth: primește un număr întreg.");
    Cli.Result he = Cli.run("frobnicate", "--lang", "he");
    assertEquals(2, he.status(), he::toString);
    assertTrue(he.err().contains("אינו צפוי כאן"), he::toString);
    // a level named in any language, without its accents
    assertEquals(0, Cli.runWithInput("quit\n", "play", "knights", "--level", "blând", "--lang", "en").status());
    assertEquals(2, Cli.run("play", "knights", "--level", "blind").status());
    assertTrue(Cli.runWithInput("quit\n", "play", "knights", "--level", "gentile").out()
        .contains("you against the Robot (Gentle)."));
  }

  @Test
  void aTerminalInAnotherLanguageIsAnsweredInIt() {
    Cli.Result r = Cli.runIn(java.util.Locale.ITALY, "", "moves", "chess");
    assertUserError(r, "Gioco sconosciuto");
    Cli.Result unsupported = Cli.runIn(java.util.Locale.JAPAN, "", "moves", "chess");
    assertUserError(unsupported, "Unknown game");
  }
}
