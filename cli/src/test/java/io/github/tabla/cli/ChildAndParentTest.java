package io.github.tabla.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Messages;
import io.github.tabla.core.match.RoundResult;
import io.github.tabla.core.robot.Level;
import io.github.tabla.notation.NotationMessages;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The terminal match as a child and a parent meet it, point by point, through the real command with
 * piped input (the typed terminal is {@link TypedTerminalTest}'s).
 */
class ChildAndParentTest {
  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

  private static String between(String out, String from, String to) {
    int a = out.indexOf(from);
    int b = out.indexOf(to, Math.max(a, 0));
    assertTrue(a >= 0 && b > a, () -> "\"" + from + "\" before \"" + to + "\" in\n" + out);
    return out.substring(a, b);
  }

  // 1. The end of round 1: its own final board, labels and result, before round 2 begins.
  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"diamonds", "knights", "buttons", "buttons:extra-rook"})
  void point1_round1EndsWithItsOwnBoardLabelsAndResult(String id) {
    GameDefinition<?> game = Fixtures.game(id);
    roundOneEnds(game);
  }

  private static <P extends GamePosition<P>> void roundOneEnds(GameDefinition<P> game) {
    Scripts.Played<P> played = Scripts.against(game, Level.GENTLE, 3L, "You", "Robot");
    Cli.Result r = Cli.runWithInput(played.input(), Fixtures.naming(game, "play", "--level", "gentle", "--seed", "3"));
    assertEquals(0, r.status(), r::toString);
    RoundResult first = played.match().results().head();
    String summary = NotationMessages.of(game, Locale.ENGLISH).text(first);
    String roundEnd = between(r.out(), "Round 1 of 2", "Round 2 of 2. White: Robot. Black: You.");
    // the last board before the result is round 1's, with round 1's players and its final score
    String lastBoard = roundEnd.substring(roundEnd.lastIndexOf("Round 1 of 2"));
    P end = played.match().rounds().head().current();
    assertTrue(lastBoard.contains("Score: You (White) " + end.score().white() + ", Robot (Black) " + end.score().black()),
        () -> "round 1's score credited to round 1's players:\n" + lastBoard);
    assertTrue(lastBoard.contains(summary), () -> summary + " in\n" + lastBoard);
    assertFalse(lastBoard.contains("Round 2 of 2   "), lastBoard);
    io.github.tabla.core.match.Standing you = io.github.tabla.core.match.MatchScoring.standings(
        played.match().results().take(1)).head();
    String tally = game.matchFormat() == io.github.tabla.core.match.MatchFormat.POINTS ? String.valueOf(you.points())
        : String.valueOf(you.roundsWon());
    assertTrue(roundEnd.contains("Match total: You " + tally + ", Robot "), roundEnd);
  }

  // 2. Draughts squares are named 1..32 in every message a person reads (ID-2).
  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"en", "ro", "he", "it"})
  void point2_draughtsSquaresAreNumbersInEveryLanguage(String lang) {
    Cli.Result r = Cli.runWithInput("11-15\nquit\n", "play", "italian-draughts", "--lang", lang, "--seed", "1");
    String refusal = refusal(Fixtures.game("italian-draughts"), "11-15", Locale.forLanguageTag(lang));
    assertTrue(r.out().contains(refusal), () -> refusal + " in " + r);
    assertFalse(refusal.contains("e6"), refusal);
    assertTrue(refusal.contains("\u206811\u2069") || refusal.contains(" 11 ") || refusal.contains(" 11."), refusal);
    Cli.Result stdin = Cli.runWithInput("moves: 11-15\n", "moves", "italian-draughts", "--stdin", "--lang", lang);
    assertFalse(stdin.out().contains("e6"), stdin::toString);
  }

  private static <P extends GamePosition<P>> String refusal(GameDefinition<P> game, String move, Locale locale) {
    return NotationMessages.of(game, locale).text(io.github.tabla.notation.Notation.forGame(game)
        .readMove(game.start(), move).getLeft());
  }

  // 3. A piece letter that does not match the piece on the origin is refused, naming both.
  @Test
  void point3_aWrongPieceLetterIsRefusedInPlayAndInMoves() {
    Cli.Result play = Cli.runWithInput("Rd1-d4\nquit\n", "play", "buttons", "--seed", "1");
    assertTrue(play.out().contains("\"Rd1-d4\" is not played: there is a queen on d1, not a rook."), play::toString);
    assertFalse(play.out().contains("Robot plays"), "nothing was played: " + play);
    Cli.Result moves = Cli.run("moves", "buttons", "--moves", "Rd1-d4");
    assertEquals(2, moves.status(), moves::toString);
    assertTrue(moves.err().contains("there is a queen on d1, not a rook"), moves::toString);
    // capitals, and the piece letters of the language in use next to the English ones
    assertEquals(0, Cli.run("moves", "diamonds", "--moves", "KE1-E2").status());
    assertEquals(0, Cli.run("moves", "diamonds", "--moves", "e1-E2").status());
    assertEquals(0, Cli.run("moves", "buttons", "--moves", "Dd1-d4 Dd8-d5", "--lang", "ro").status());
    assertEquals(0, Cli.run("moves", "buttons", "--moves", "Tb1-b4", "--lang", "it").status());
    assertEquals(0, Cli.run("moves", "buttons", "--moves", "\u05E6b1-b4", "--lang", "he").status());
    assertEquals(2, Cli.run("moves", "buttons", "--moves", "Tb1-b4", "--lang", "en").status());
    Cli.Result help = Cli.runWithInput("help\nquit\n", "play", "buttons", "--lang", "ro", "--seed", "1");
    assertTrue(help.out().contains("Literele pieselor: D/Q damă, T/R turn."), help::toString);
  }

  // 4. Resigning asks first, ends the round (M-8), says who resigned, and the totals follow.
  @Test
  void point4_resignAsksEndsTheRoundAndTheTotalsAreConsistent() {
    Cli.Result r = Cli.runWithInput("resign\nno\nresign\nyes\nquit\n", "play", "diamonds", "--seed", "1");
    assertEquals(0, r.status(), r::toString);
    assertTrue(r.out().contains("Resign round 1? Robot then wins it (M-8). no\nYou play on."), r::toString);
    assertTrue(r.out().contains("You (White) resigned round 1; Robot (Black) wins it, 16 to 0 (M-8)."), r::toString);
    assertTrue(r.out().contains("Match total: You 0, Robot 16"), r::toString);
    assertTrue(r.out().contains("Round 2 of 2. White: Robot. Black: You."), "the match goes on: " + r);
    assertFalse(r.out().contains("resigned in round 1; Robot wins the match"), r::toString);
    // the knights round: no score that would contradict the winner, and round 2 follows too
    Cli.Result k = Cli.runWithInput("resign\nyes\nquit\n", "play", "knights", "--seed", "1");
    assertTrue(k.out().contains("You (White) resigned round 1; Robot (Black) wins it (M-8)."), k::toString);
    assertTrue(k.out().contains("Round 2 of 2."), k::toString);
  }

  // 5. Values have units and words, in every language, with their plural forms; JSON carries them.
  @Test
  void point5_valuesAreTypedAndSaidInWords() {
    Cli.Result d = Cli.run("analyse", "diamonds");
    assertTrue(d.out().contains("Value: +1 diamond for White, proved"), d::toString);
    // the perfect level solves to the end of the round; a level one ply deep says "1 ply", not "1 plies"
    assertTrue(d.out().contains("80 plies deep."), d::toString);
    Cli.Result gentle = Cli.run("analyse", "diamonds", "--level", "gentle");
    assertTrue(gentle.out().contains("1 ply deep."), "no \"1 plies\": " + gentle);
    Cli.Result ro = Cli.run("analyse", "diamonds", "--lang", "ro");
    assertTrue(ro.out().contains("Valoare: +1 diamant pentru Albul, demonstrat"), ro::toString);
    Cli.Result json = Cli.run("analyse", "diamonds", "--json");
    assertTrue(json.out().contains("\"value\":{\"kind\":\"exact\",\"unit\":\"diamonds\",\"amount\":1,\"for\":\"white\","
        + "\"proved\":true,\"text\":\"+1 diamond for White, proved\"}"), json::toString);
    // a proved win of draughts, from the endgame tables: "White wins in N moves"
    Cli.Result win = Cli.run("analyse", "italian-draughts", "--position", "W:WK28,K32:B4");
    assertTrue(win.out().matches("(?s).*Value: White wins in \\d+ moves?\\n.*"), win::toString);
    Cli.Result winJson = Cli.run("analyse", "italian-draughts", "--position", "W:WK28,K32:B4", "--json");
    assertTrue(winJson.out().matches("(?s).*\"value\":\\{\"kind\":\"win\",\"plies\":\\d+,\"moves\":\\d+,\"for\":\"white\".*"),
        winJson::toString);
    // an estimate has its unit: men in draughts
    Cli.Result estimate = Cli.run("analyse", "italian-draughts", "--moves", "22-18 10-14", "--nodes", "20000");
    assertTrue(estimate.out().matches("(?s).*Value: about \\+\\d\\.\\d men for (White|Black)\\n.*"), estimate::toString);
  }

  // 6. A round the record has ended (repetition, ID-13.2) is over for every command that takes --moves.
  @Test
  void point6_aRepetitionDrawIsReported() {
    String[] round = {"--position", "W:WK29:BK4", "--moves", "29-25 4-8 25-29 8-4 29-25 4-8 25-29 8-4"};
    Cli.Result moves = Cli.run(concat(new String[] {"moves", "italian-draughts"}, round));
    assertEquals(0, moves.status(), moves::toString);
    assertEquals("", moves.out(), "no legal moves once the round is over");
    assertTrue(moves.err().contains("(ID-13.2)"), moves::toString);
    Cli.Result show = Cli.run(concat(new String[] {"show", "italian-draughts"}, round));
    assertTrue(show.out().contains("Over: a draw."), show::toString);
    assertFalse(show.out().contains("White to move."), show::toString);
    Cli.Result analyse = Cli.run(concat(new String[] {"analyse", "italian-draughts"}, round));
    assertEquals(2, analyse.status(), analyse::toString);
    assertTrue(analyse.err().startsWith("There is nothing to analyse: the round is over."), analyse::toString);
    Cli.Result perft = Cli.run(concat(new String[] {"perft", "italian-draughts", "--depth", "1"}, round));
    assertTrue(perft.err().contains("The round is over by its record"), perft::toString);
  }

  private static String[] concat(String[] a, String[] b) {
    return Stream.concat(Stream.of(a), Stream.of(b)).toArray(String[]::new);
  }

  // 7. One ladder of level names in every game; "perfect" only where it is proved.
  @Test
  void point7_oneLadderOfLevelNames() {
    for (GameDefinition<?> g : io.github.tabla.core.Games.definitions()) {
      List<String> ids = g.levels().map(Level::id).toJavaList();
      assertEquals(List.of("gentle", "easy", "medium", "strong"), ids.subList(0, 4), g.id());
      assertEquals(g.family().equals("diamonds") ? "perfect" : "strongest", ids.get(4), g.id());
      Cli.Result help = Cli.run(Fixtures.naming(g, "play", "--help"));
      assertTrue(help.out().replaceAll("\\s+", " ").contains("gentle, easy, medium, strong, strongest, perfect"),
          help::toString);
    }
    Cli.Result menu = Cli.runIn(Locale.ENGLISH, "1\n1\n1\n", "--lang", "ro");
    assertTrue(menu.out().contains("Blând") && menu.out().contains("Cel mai puternic"), menu::toString);
  }

  // 10. Hebrew: arguments isolated, lines reordered for a terminal that does not, the same words throughout.
  @Test
  void point10_hebrewReadsRightInTerminalsWithAndWithoutBidi() {
    Cli.Result logical = Cli.runWithInput("quit\n", "play", "knights", "--lang", "he", "--seed", "1");
    Cli.Result visual = Cli.runWithInput("quit\n", "play", "knights", "--lang", "he", "--seed", "1", "--bidi",
        "visual");
    assertTrue(logical.out().contains("\u2068"), "arguments are isolated: " + logical);
    List<String> a = logical.lines();
    List<String> b = visual.lines();
    assertEquals(a.size(), b.size());
    for (int i = 0; i < a.size(); i++) {
      if (a.get(i).endsWith(" quit")) {
        // a prompt is reordered alone; the answer typed after it stays where it is typed
        String prompt = a.get(i).substring(0, a.get(i).length() - " quit".length());
        assertEquals(VisualOrder.of(prompt) + " quit", b.get(i), "line " + i);
      } else {
        assertEquals(VisualOrder.of(a.get(i)), b.get(i), "line " + i);
      }
      assertFalse(b.get(i).contains("\u2068"), b.get(i));
    }
    assertEquals(2, Cli.run("show", "knights", "--bidi", "sideways").status());
  }

  @Test
  void point10_hebrewUsesOneWordForAMoveAndOneForAMan() throws IOException {
    try (Stream<Path> files = Files.walk(ROOT)) {
      for (Path f : files.filter(p -> p.toString().endsWith("_he.properties") && p.toString().contains("src/main"))
          .toList()) {
        Properties p = new Properties();
        try (InputStream in = Files.newInputStream(f)) {
          p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        for (String key : p.stringPropertyNames()) {
          String text = p.getProperty(key);
          assertFalse(text.contains("מסע"), f + " " + key + ": " + text + " (a move is מהלך)");
          assertFalse(text.contains("אבן"), f + " " + key + ": " + text + " (a man is חייל)");
        }
      }
    }
  }

  // 11. The knights board marks the racing knights and shows the targets left and the race so far.
  @Test
  void point11_theKnightsBoardShowsTheRace() {
    Cli.Result r = Cli.runWithInput("Ne8xc7\nquit\n", "play", "knights", "--seed", "1");
    assertTrue(r.out().contains("Targets left: White 14 of 14, Black 14 of 14"), r::toString);
    assertTrue(r.out().contains("Targets left: White 13 of 14, Black "), r::toString);
    assertTrue(r.out().contains("Race so far: White 1 move, Black 1 move"), r::toString);
    assertTrue(r.out().contains("\u2658* \u265E* racing knight"), r::toString);
    assertTrue(r.out().contains(" 8 \u265C \u00B7 \u265D \u265B \u2658*"), "the white racing knight is marked: " + r);
  }

  // 12. Two players: both names, undo of the last move whoever made it, an agreed draw (ID-13.1).
  @Test
  void point12_twoPlayersUndoAndAgreeADraw() {
    Cli.Result r = Cli.runWithInput("22-18\nundo\n22-18\n11-15\ndraw\nno\ndraw\nyes\n", "play", "italian-draughts",
        "--two-players", "--name", "Ana", "--name2", "Bob");
    assertEquals(0, r.status(), r::toString);
    assertTrue(r.out().contains("Bob, your move (Black): undo\nThe move 22-18 of Ana is taken back."), r::toString);
    assertTrue(r.out().contains("Ana offers a draw.\nBob, do you accept the draw? no\nBob refuses: the game goes on."),
        r::toString);
    assertTrue(r.out().contains("Bob accepts: the game is drawn."), r::toString);
    assertEquals("The game was drawn.", r.lastLine(), r::toString);
    Cli.Result knights = Cli.runWithInput("draw\nquit\n", "play", "knights", "--two-players");
    assertTrue(knights.out().contains("The rules of this game know no agreed draw."), knights::toString);
    Cli.Result robot = Cli.runWithInput("draw\nquit\n", "play", "italian-draughts", "--seed", "2");
    assertTrue(robot.out().matches("(?s).*Robot (accepts the draw|refuses the draw: it plays on)\\..*"), robot::toString);
  }

  // 13. play without a game opens the menu for that command.
  @Test
  void point13_playWithoutAGameOpensTheMenu() {
    // the game, its variant (the standard one), the Robot, its level and a name: Enter for each but the game
    String variant = Catalog.variants(Catalog.families(Texts.of(Locale.ITALIAN)).head()).size() > 1 ? "\n" : "";
    Cli.Result r = Cli.runIn(Locale.ENGLISH, "1\n" + variant + "\n\n\nquit\n", "play", "--lang", "it");
    assertFalse(r.out().contains("Lingua:"), "--lang answered the language: " + r);
    assertTrue(r.out().contains("Quale gioco?"), r::toString);
    assertEquals("Arrivederci!", r.lastLine(), r::toString);
    String first = Catalog.variants(Catalog.families(Texts.of(Locale.ENGLISH)).head()).size() > 1 ? "\n" : "";
    Cli.Result robotLevel = Cli.runIn(Locale.ENGLISH, "1\n" + first + "\nquit\n", "play", "--level", "gentle");
    assertFalse(robotLevel.out().contains("How strong is the Robot?"), "--level answered it: " + robotLevel);
    assertTrue(robotLevel.out().contains("(Gentle)."), robotLevel::toString);
  }

  // 14. The small ones.
  @Test
  void point14_stdinAnswersOneLinePerLineABlankOneIncluded() {
    Cli.Result r = Cli.runWithInput("moves:\n\n# a comment\nmoves: e1-e2\n", "perft", "diamonds", "--depth", "1",
        "--stdin");
    assertEquals(List.of("5", "", "", "5"), r.lines(), r::toString);
  }

  @Test
  void point14_theEndOfTheInput() {
    Cli.Result menu = Cli.runIn(Locale.ENGLISH, "");
    assertEquals(0, menu.status(), menu::toString);
    assertEquals("Goodbye!", menu.lastLine(), menu::toString);
    Cli.Result round = Cli.runWithInput("Ke1-e2\n", "play", "diamonds", "--seed", "1");
    assertEquals(1, round.status(), round::toString);
    assertEquals("The input ended before the match did.", round.lastLine(), round::toString);
  }

  @Test
  void point14_aBadInputIsEchoedEscapedAndCut() {
    String long_ = "x".repeat(200);
    Cli.Result r = Cli.runWithInput("\u001b]0;X\u0007\n" + long_ + "\nquit\n", "play", "diamonds", "--seed", "1");
    assertFalse(r.out().contains("\u001b") || r.out().contains("\u0007"), "no control character is written raw");
    assertTrue(r.out().contains("Your move (White): \\e]0;X\\u0007\n"), r::toString);
    assertTrue(r.out().contains("Your move (White): " + "x".repeat(80) + "\u2026\n"), r::toString);
    assertFalse(r.out().contains("x".repeat(81)), "a long input is cut everywhere: " + r);
    Cli.Result stdin = Cli.runWithInput("\u001b]0;X\u0007\n", "moves", "diamonds", "--stdin");
    assertFalse(stdin.out().contains("\u001b") || stdin.out().contains("\u0007"), stdin::toString);
  }

  @Test
  void point14_theLauncherWorksThroughASymbolicLinkAndShowsItsBuildProgress() throws Exception {
    Path dir = Files.createTempDirectory("tabla-path");
    Path link = dir.resolve("tabla");
    Files.createSymbolicLink(link, ROOT.resolve("tabla"));
    ProcessBuilder b = new ProcessBuilder(link.toString());
    b.environment().put("TABLA_PRINT_ROOT", "1");
    Process root = b.directory(dir.toFile()).redirectErrorStream(true).start();
    String printed = new String(root.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
    assertTrue(root.waitFor(30, java.util.concurrent.TimeUnit.SECONDS));
    assertEquals(ROOT.toRealPath().toString(), printed, "the launcher finds the repository through the link");
    String script = Files.readString(ROOT.resolve("tabla"));
    assertTrue(script.contains("printf '.' >&2"), "the first build prints progress dots");
  }

  @Test
  void point14_draughtsIsOneGameWithPiecesLeft() {
    Cli.Result r = Cli.runWithInput("resign\nyes\n", "play", "italian-draughts", "--seed", "1");
    assertTrue(r.out().contains("Pieces left: You (White) 12, Robot (Black) 12"), r::toString);
    assertTrue(r.out().contains("The game is over."), r::toString);
    assertFalse(r.out().contains("The match is over."), r::toString);
    assertFalse(r.out().contains("Round 1"), r::toString);
  }

  @Test
  void point14_noDoubleBracketsAndTheTerminationInWords() {
    Cli.Result r = Cli.run("match", "diamonds", "--white", "gentle", "--black", "easy", "--nodes", "2000");
    assertFalse(r.out().contains(") ("), r::toString);
    assertTrue(r.out().contains("Robot 1 – Gentle (White)") || r.out().contains("Robot 2 – Easy (White)"), r::toString);
    assertTrue(r.out().matches("(?s).*\\[Termination \"[A-Z][^\"]+ \\(KD-6(\\.\\d)?\\)\\.\"].*"), r::toString);
  }

  @Test
  void everyGameAndLanguageShowsItsTextsWithoutMessageKeys() {
    for (Locale l : Messages.SUPPORTED) {
      for (GameDefinition<?> g : io.github.tabla.core.Games.definitions()) {
        Cli.Result r = Cli.runWithInput("help\nmoves\nquit\n", Fixtures.naming(g, "play", "--lang", l.getLanguage(),
            "--seed", "1"));
        assertFalse(r.out().matches("(?s).*\\b(play|status|help|menu|command)\\.[a-z-]+.*"), r::toString);
      }
    }
  }
}
