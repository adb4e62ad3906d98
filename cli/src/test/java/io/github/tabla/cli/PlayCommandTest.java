package io.github.tabla.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Messages;
import io.github.tabla.core.Move;
import io.github.tabla.core.match.Match;
import io.github.tabla.core.match.RoundResult;
import io.github.tabla.core.match.Seat;
import io.github.tabla.core.robot.Level;
import io.github.tabla.core.robot.Robot;
import io.github.tabla.notation.Notation;
import io.github.tabla.notation.NotationMessages;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code tabla play} with piped input, as a scripted game: complete matches against the Robot and
 * between two players, the commands a person may type, and illegal moves answered with their reason.
 */
class PlayCommandTest {
  private static final long SEED = 42L;

  /** A script and what the match it plays must end with. */
  record Script(String input, List<String> results, String outcome) {}

  /**
   * Plays the match the command will play, with the same Robot, seed and budget: the person plays a
   * capture when there is one, else the first legal move. Forced passes are played by the command
   * itself, so they are not in the script.
   */
  private static <P extends GamePosition<P>> Script script(GameDefinition<P> game, Level level, boolean twoPlayers,
      String one, String two) {
    Notation<P> n = Notation.forGame(game);
    Robot<P> robot = game.robot(level, SEED);
    Match<P> m = Match.of(game, one, two);
    StringBuilder input = new StringBuilder();
    while (!m.isOver()) {
      P p = m.current().current();
      boolean person = twoPlayers || m.toMove().get().seat() == Seat.FIRST;
      Move move;
      if (!person) {
        move = robot.choose(p, Thinking.DEFAULT.budget()).move();
      } else {
        move = p.legalMoves().find(Move::isCapture).getOrElse(p.legalMoves().head());
        if (!(p.legalMoves().size() == 1 && move.isPass())) {
          input.append(n.writeMove(move)).append('\n');
        }
      }
      m = m.play(move).get();
    }
    NotationMessages texts = NotationMessages.of(game, Locale.ENGLISH);
    List<String> results = new ArrayList<>();
    for (RoundResult r : m.results()) {
      results.add(texts.text(m.format().rounds() == 1 ? r.gameSummary() : r));
    }
    return new Script(input.toString(), results, texts.text(m.outcome().get()));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("io.github.tabla.cli.Fixtures#gameIds")
  void m2_aCompleteScriptedMatchAgainstTheRobot(String id) {
    GameDefinition<?> game = Fixtures.game(id);
    Level gentle = game.levels().head();
    Script s = script(game, gentle, false, "Ana", "Robot");
    Cli.Result r = Cli.runWithInput(s.input(),
        Fixtures.naming(game, "play", "--level", gentle.id(), "--seed", String.valueOf(SEED), "--name", "Ana"));
    assertEquals(0, r.status(), r::toString);
    UserErrorsTest.assertNoStackTrace(r);
    assertFalse(r.out().contains("is not allowed") || r.out().contains("Try again"), r::toString);
    assertTrue(r.out().contains(game.matchFormat().rounds() == 1 ? "The game is over." : "The match is over."),
        r::toString);
    for (String result : s.results()) {
      assertTrue(r.out().contains(result), () -> "round result \"" + result + "\" in\n" + r);
    }
    assertEquals(s.outcome(), r.lastLine(), r::toString);
    assertTrue(r.out().contains("White: Ana. Black: Robot."), "the person has White first (M-2)");
    if (game.matchFormat().rounds() == 2) {
      assertTrue(r.out().contains("Round 2 of 2. White: Robot. Black: Ana."), "colours swap for round 2 (M-2)");
    }
  }

  @Test
  void m2_aCompleteScriptedMatchBetweenTwoPlayers() {
    GameDefinition<?> game = Games2.twoRoundGame();
    Script s = script(game, game.levels().head(), true, "Player 1", "Player 2");
    Cli.Result r = Cli.runWithInput(s.input(), Fixtures.naming(game, "play", "--two-players"));
    assertEquals(0, r.status(), r::toString);
    assertTrue(r.out().contains("Player 1, your move (White):"), r::toString);
    assertTrue(r.out().contains("Player 1, your move (Black):"), "Player 1 has Black in round 2");
    assertEquals(s.outcome(), r.lastLine(), r::toString);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("io.github.tabla.cli.Fixtures#gameIds")
  void play_everyGameStartsWithItsBoardAndItsRoundsCanBeResigned(String id) {
    GameDefinition<?> game = Fixtures.game(id);
    Cli.Result r = Cli.runWithInput("resign\nyes\nresign\nyes\n", Fixtures.naming(game, "play", "--seed", "1"));
    assertEquals(0, r.status(), r::toString);
    assertTrue(r.out().contains("Your move (White): resign"), r::toString);
    assertTrue(r.out().contains("You (White) "), r::toString);
    if (game.matchFormat().rounds() == 1) {
      assertTrue(r.out().contains("You (White) resigned; Robot (Black) wins the game"), r::toString);
      assertEquals("Robot won the game.", r.lastLine(), r::toString);
    } else {
      assertTrue(r.out().contains("You (White) resigned round 1; Robot (Black) wins it"), r::toString);
      assertTrue(r.out().contains("You (Black) resigned round 2; Robot (White) wins it"), r::toString);
      assertTrue(r.lastLine().startsWith("Robot won"), r::toString);
    }
  }

  @Test
  void anIllegalMoveIsAnsweredWithItsReasonAndTheMoveCanBeTriedAgain() {
    // Knights in the Enemy Camp: the racing knight on e8 jumps; e8-e6 is no knight jump (KN-3)
    Cli.Result r = Cli.runWithInput("Ne8-e6\nNe8xc7\nresign\n", "play", "knights", "--seed", "3");
    String expected = reason("knights", "Ne8-e6", Messages.ENGLISH);
    assertTrue(r.out().contains("Your move (White): Ne8-e6\n" + expected + "\n"), r::toString);
    assertTrue(r.out().contains("Try again, or type \"help\" for help or \"moves\" for the legal moves."), r::toString);
    assertTrue(r.out().contains("Your move (White): Ne8xc7\nRobot plays "), "the move was played: " + r);
  }

  @Test
  void theReasonIsInTheChosenLanguage() {
    Cli.Result r = Cli.runWithInput("Ne8-e6\nabandon\nda\n", "play", "knights", "--lang", "ro");
    assertTrue(r.out().contains(reason("knights", "Ne8-e6", Messages.ROMANIAN)), r::toString);
    assertTrue(r.out().contains("Mutarea ta (Albul):"), r::toString);
    assertTrue(r.out().contains("Tu (Albul) a abandonat repriza 1"), "the Romanian words for resign and yes work: " + r);
  }

  private static String reason(String id, String move, Locale locale) {
    return reasonIn(Fixtures.game(id), move, locale);
  }

  private static <P extends GamePosition<P>> String reasonIn(GameDefinition<P> game, String move, Locale locale) {
    Notation<P> n = Notation.forGame(game);
    return NotationMessages.of(game, locale).text(n.readMove(game.start(), move).getLeft());
  }

  @Test
  void movesMayBeTypedAsTwoSquares() {
    Cli.Result r = Cli.runWithInput("e8 c7\nquit\n", "play", "knights", "--seed", "3");
    assertTrue(r.out().contains("Your move (White): e8 c7\nRobot plays "), r::toString);
    assertTrue(r.out().contains(" 7 \u265F \u265F \u2658*\u265F"), "the white racing knight took on c7: " + r);
    Cli.Result joined = Cli.runWithInput("e8c7\nquit\n", "play", "knights", "--seed", "3");
    assertTrue(joined.out().contains(" 7 \u265F \u265F \u2658*\u265F"), joined::toString);
    Cli.Result draughts = Cli.runWithInput("22 18\nquit\n", "play", "italian-draughts", "--seed", "3");
    assertTrue(draughts.out().contains("Your move (White): 22 18\nRobot plays "), draughts::toString);
    assertFalse(draughts.out().contains("is not allowed"), draughts::toString);
  }

  @Test
  void helpHintMovesBoardUndoAndQuit() {
    Cli.Result r = Cli.runWithInput("help\nhint\nmoves\nNe8xc7\nundo\nundo\nboard\nquit\n",
        "play", "knights", "--seed", "5", "--level", "gentle");
    String out = r.out();
    assertEquals(0, r.status(), r::toString);
    assertTrue(out.contains("  help    show this help"), r::toString);
    assertTrue(out.contains("  resign  give up the round: the other player wins it (M-8)"), r::toString);
    assertFalse(out.contains("  draw "), "knights has no agreed draw: " + r);
    assertTrue(out.contains("Piece letters: N knight."), r::toString);
    assertTrue(out.contains("Hint: Ne8x"), "the hint is a capture from e8: " + r);
    assertTrue(out.contains("Legal moves: Ne8-d6 Ne8-f6 Ne8xc7 Ne8xg7"), r::toString);
    assertTrue(out.contains("Your move Ne8xc7 and the reply "), r::toString);
    assertTrue(out.contains("There is no move of yours to take back in this round."), r::toString);
    assertTrue(r.lastLine().equals("Goodbye!"), r::toString);
    assertFalse(out.contains("The match is over."), "quit leaves without a result");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("io.github.tabla.cli.Fixtures#gameIds")
  void gentlestAndStrongestNameTheEndsOfEveryGamesLevels(String id) {
    GameDefinition<?> game = Fixtures.game(id);
    Cli.Result strongest = Cli.run(Fixtures.naming(game, "play", "--level", "strongest"));
    assertTrue(strongest.lines().get(0).endsWith("(" + Catalog.levelName(game, game.strongestLevel(), Locale.ENGLISH)
        + ")."), strongest::toString);
    Cli.Result gentlest = Cli.run(Fixtures.naming(game, "play", "--level", "gentlest"));
    assertTrue(gentlest.lines().get(0).endsWith("(" + Catalog.levelName(game, game.levels().head(), Locale.ENGLISH)
        + ")."), gentlest::toString);
  }

  @Test
  void theInputEndingBeforeTheMatchIsSaid() {
    Cli.Result r = Cli.runWithInput("", "play", "italian-draughts");
    assertEquals(1, r.status(), r::toString);
    assertEquals("The input ended before the match did.", r.lastLine());
  }

  @Test
  void m5_italianDraughtsIsASingleGameWithTheNumberedBoard() {
    Cli.Result r = Cli.runWithInput("resign\nyes\n", "play", "italian-draughts", "--seed", "1");
    assertTrue(r.out().contains("One game. White moves first: You."), r::toString);
    assertFalse(r.out().contains("Round 1 of"), r::toString);
    assertTrue(r.out().contains("29    30    31    32"), "the board's key of square numbers (ID-2): " + r);
  }

  @Test
  void theCommandWordsOfEachLanguageAreUnderstood() {
    Cli.Result it = Cli.runWithInput("aiuto\nabbandona\nsi\n", "play", "knights", "--lang", "it");
    assertTrue(it.out().contains("  aiuto (help)"), it::toString);
    assertTrue(it.out().contains("ha abbandonato la manche 1"), it::toString);
    Cli.Result he = Cli.runWithInput("עזרה\nכניעה\nכן\n", "play", "knights", "--lang", "he");
    assertTrue(he.out().contains("עזרה (help)"), he::toString);
    // Romanian without its diacritics, as typed on a keyboard without them
    Cli.Result ro = Cli.runWithInput("mutari\niesire\n", "play", "knights", "--lang", "ro");
    assertTrue(ro.out().contains("Mutări legale: Ne8-d6"), ro::toString);
    assertEquals("La revedere!", ro.lastLine());
  }

  /** A game played in two rounds, for the tests that need one. */
  static final class Games2 {
    static GameDefinition<?> twoRoundGame() {
      return io.github.tabla.core.Games.definitions().find(g -> g.matchFormat().rounds() == 2
          && g.maxPlies().isDefined()).getOrElse(() -> Fixtures.game("knights"));
    }
  }
}
