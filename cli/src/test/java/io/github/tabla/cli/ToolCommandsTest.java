package io.github.tabla.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Move;
import io.github.tabla.notation.Notation;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code moves}, {@code perft}, {@code show} and {@code analyse}, driven as a user would, on every game
 * found: each answer is checked against the game and the notation module directly.
 */
class ToolCommandsTest {

  /** A position a few plies into the game, reached by the first legal move each time. */
  private static <P extends GamePosition<P>> Seq<Move> firstMoves(P start, int plies) {
    Array<Move> moves = Array.empty();
    P p = start;
    for (int i = 0; i < plies && p.hasLegalMoves(); i++) {
      Move m = p.legalMoves().head();
      moves = moves.append(m);
      p = p.playUnchecked(m);
    }
    return moves;
  }

  private static <P extends GamePosition<P>> P after(P start, Seq<Move> moves) {
    P p = start;
    for (Move m : moves) {
      p = p.playUnchecked(m);
    }
    return p;
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("io.github.tabla.cli.Fixtures#gameIds")
  void moves_listsTheLegalMovesOnePerLineInTheGamesNotation(String id) {
    check(Fixtures.game(id));
  }

  private static <P extends GamePosition<P>> void check(GameDefinition<P> game) {
    Notation<P> n = Notation.forGame(game);
    Cli.Result start = Cli.run(Fixtures.naming(game, "moves"));
    assertEquals(0, start.status(), start::toString);
    assertEquals(game.start().legalMoves().map(n::writeMove).toJavaList(), start.lines());

    // --moves plays from the start; --position reads the game's text: both reach the same answer
    Seq<Move> played = firstMoves(game.start(), 4);
    P p = after(game.start(), played);
    String list = played.map(n::writeMove).mkString(" ");
    Cli.Result byMoves = Cli.run(Fixtures.naming(game, "moves", "--moves", list));
    Cli.Result byText = Cli.run(Fixtures.naming(game, "moves", "--position", n.writePosition(p)));
    assertEquals(p.legalMoves().map(n::writeMove).toJavaList(), byMoves.lines(), byMoves::toString);
    assertEquals(byMoves.lines(), byText.lines(), byText::toString);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("io.github.tabla.cli.Fixtures#gameIds")
  void moves_json_givesTheGameThePositionAndTheMoves(String id) {
    json(Fixtures.game(id));
  }

  private static <P extends GamePosition<P>> void json(GameDefinition<P> game) {
    Notation<P> n = Notation.forGame(game);
    Cli.Result r = Cli.run(Fixtures.naming(game, "moves", "--json"));
    assertEquals(0, r.status(), r::toString);
    assertEquals(1, r.lines().size());
    String expected = "{\"game\":\"" + game.id() + "\",\"position\":\"" + n.writePosition(game.start())
        + "\",\"turn\":\"" + game.start().sideToMove().name().toLowerCase(java.util.Locale.ROOT) + "\",\"moves\":["
        + game.start().legalMoves().map(m -> "\"" + n.writeMove(m) + "\"").mkString(",") + "]}";
    assertEquals(expected, r.lastLine());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("io.github.tabla.cli.Fixtures#gameIds")
  void moves_stdin_answersEachInputOnOneLineInOrder(String id) {
    stdin(Fixtures.game(id));
  }

  private static <P extends GamePosition<P>> void stdin(GameDefinition<P> game) {
    Notation<P> n = Notation.forGame(game);
    Seq<Move> played = firstMoves(game.start(), 3);
    P p = after(game.start(), played);
    String input = String.join("\n",
        n.writePosition(game.start()),
        "# a comment, and a blank line: each answered with an empty line",
        "",
        "moves: " + played.map(n::writeMove).mkString(" "),
        "this is not a position",
        "moves:") + "\n";
    Cli.Result r = Cli.runWithInput(input, Fixtures.naming(game, "moves", "--stdin"));
    assertEquals(2, r.status(), "one input failed: " + r);
    List<String> lines = r.lines();
    assertEquals(6, lines.size(), "one answer line per input line: " + r);
    assertEquals(game.start().legalMoves().map(n::writeMove).mkString(" "), lines.get(0));
    assertEquals("", lines.get(1));
    assertEquals("", lines.get(2));
    assertEquals(p.legalMoves().map(n::writeMove).mkString(" "), lines.get(3));
    assertTrue(lines.get(4).startsWith("error: "), lines.get(4));
    assertEquals(lines.get(0), lines.get(5), "\"moves:\" alone is the start position");

    Cli.Result json = Cli.runWithInput("this is not a position\n", Fixtures.naming(game, "moves", "--stdin", "--json"));
    assertTrue(json.out().startsWith("{\"error\":\""), json::toString);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("io.github.tabla.cli.Fixtures#gameIds")
  void perft_printsTheGamesOwnCountAsTheLastLine(String id) {
    perft(Fixtures.game(id));
  }

  private static <P extends GamePosition<P>> void perft(GameDefinition<P> game) {
    Notation<P> n = Notation.forGame(game);
    P p = after(game.start(), firstMoves(game.start(), 2));
    String list = firstMoves(game.start(), 2).map(n::writeMove).mkString(" ");
    for (int depth = 0; depth <= 3; depth++) {
      Cli.Result r = Cli.run(Fixtures.naming(game, "perft", "--depth", String.valueOf(depth), "--moves", list));
      assertEquals(0, r.status(), r::toString);
      assertEquals(String.valueOf(p.perft(depth)), r.lastLine());
      assertEquals(1, r.lines().size());
    }
    Cli.Result divide = Cli.run(Fixtures.naming(game, "perft", "--depth", "2", "--divide"));
    assertEquals(0, divide.status(), divide::toString);
    List<String> lines = divide.lines();
    Seq<Move> legal = game.start().legalMoves();
    assertEquals(legal.size() + 1, lines.size());
    long sum = 0;
    for (int i = 0; i < legal.size(); i++) {
      long expected = game.start().playUnchecked(legal.get(i)).perft(1);
      assertEquals(n.writeMove(legal.get(i)) + " " + expected, lines.get(i));
      sum += expected;
    }
    assertEquals(String.valueOf(game.start().perft(2)), divide.lastLine());
    assertEquals(String.valueOf(sum), divide.lastLine());

    Cli.Result json = Cli.run(Fixtures.naming(game, "perft", "--depth", "2", "--divide", "--json"));
    assertTrue(json.out().startsWith("{\"depth\":2,\"nodes\":" + game.start().perft(2) + ",\"divide\":{"),
        json::toString);
    Cli.Result batch = Cli.runWithInput("moves:\nmoves: " + list + "\n",
        Fixtures.naming(game, "perft", "--depth", "2", "--stdin"));
    assertEquals(List.of(String.valueOf(game.start().perft(2)), String.valueOf(p.perft(2))), batch.lines());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("io.github.tabla.cli.Fixtures#gameIds")
  void show_drawsTheBoardWithCoordinatesTheTurnAndThePositionText(String id) {
    show(id);
  }

  // the names of a rank's playing squares as the key beside a numbered board prints them
  private static String key(io.github.tabla.core.SquareNaming naming, int rank, boolean flipped) {
    io.vavr.collection.Seq<String> names = naming.board().squares().filter(s -> s.rank() == rank)
        .flatMap(naming::name);
    return (flipped ? names.reverse() : names).map(n -> String.format("%6s", n)).mkString().strip();
  }

  private static void show(String id) {
    GameDefinition<?> game = Fixtures.game(id);
    Cli.Result r = Cli.run(Fixtures.naming(game, "show"));
    assertEquals(0, r.status(), r::toString);
    assertTrue(r.out().contains("Position: " + Fixtures.startText(game)), r::toString);
    assertTrue(r.out().contains((game.start().sideToMove() == io.github.tabla.core.Side.WHITE ? "White" : "Black")
        + " to move."), r::toString);
    io.github.tabla.core.SquareNaming naming = game.notation().squares();
    io.github.tabla.core.BoardShape board = naming.board();
    if (naming.numbered()) {
      // the key beside the board: the names of the top row's playing squares, left to right, and the bottom's
      List<String> lines = r.lines();
      assertTrue(lines.get(0).strip().endsWith(key(naming, board.ranks() - 1, false)), lines.get(0));
      assertTrue(lines.get(board.ranks() - 1).strip().endsWith(key(naming, 0, false)), lines.get(board.ranks() - 1));
    } else {
      assertEquals("   a b c d e f g h", r.lines().get(0));
      assertTrue(r.lines().get(1).startsWith(" 8 ") && r.lines().get(1).endsWith(" 8"), r.lines().get(1));
      assertTrue(r.lines().get(8).startsWith(" 1 "), r.lines().get(8));
    }
    Cli.Result flipped = Cli.run(Fixtures.naming(game, "show", "--flip", "--ascii"));
    assertEquals(0, flipped.status(), flipped::toString);
    if (!naming.numbered()) {
      assertEquals("   h g f e d c b a", flipped.lines().get(0));
      assertTrue(flipped.lines().get(1).startsWith(" 1 "), flipped.lines().get(1));
    } else {
      assertTrue(flipped.lines().get(0).strip().endsWith(key(naming, 0, true)), flipped.lines().get(0));
    }
    assertFalse(flipped.out().contains("\u265A") || flipped.out().contains("\u26C0"), "--ascii draws letters");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("io.github.tabla.cli.Fixtures#gameIds")
  void show_svgPrintsTheBoardAsAStandaloneSvgWithEveryPieceOnItsSquare(String id) throws Exception {
    GameDefinition<?> game = Fixtures.game(id);
    Cli.Result r = Cli.run(Fixtures.naming(game, "show", "--svg"));
    assertEquals(0, r.status(), r::toString);
    assertTrue(r.out().startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\""), r::toString);
    org.w3c.dom.Document svg = javax.xml.parsers.DocumentBuilderFactory.newInstance().newDocumentBuilder()
        .parse(new java.io.ByteArrayInputStream(r.out().getBytes(java.nio.charset.StandardCharsets.UTF_8)));
    assertEquals("svg", svg.getDocumentElement().getTagName());
    for (var placement : game.start().toSetup().placements()) {
      assertTrue(r.out().contains("data-square=\"" + placement.square().text() + "\""), placement::toString);
    }
    Cli.Result flipped = Cli.run(Fixtures.naming(game, "show", "--svg", "--flip"));
    assertEquals(0, flipped.status(), flipped::toString);
    assertFalse(flipped.out().equals(r.out()), "--flip turns the picture round");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("io.github.tabla.cli.Fixtures#gameIds")
  void show_jsonPrintsThePositionDocumentOfTheJsonView(String id) {
    GameDefinition<?> game = Fixtures.game(id);
    Cli.Result r = Cli.run(Fixtures.naming(game, "show", "--json"));
    assertEquals(0, r.status(), r::toString);
    assertEquals(1, r.lines().size(), r::toString);
    io.github.tabla.json.GameJson view = io.github.tabla.json.GameJson.of(game, java.util.Locale.ENGLISH);
    assertEquals(view.position(io.github.tabla.core.AnyPosition.of(game.start())), r.lines().get(0));
    assertEquals(game.start(), view.readPosition(r.lines().get(0)).get().typed());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("io.github.tabla.cli.Fixtures#gameIds")
  void analyse_givesALegalBestMoveItsValueAndTheExpectedLine(String id) {
    analyse(Fixtures.game(id));
  }

  private static <P extends GamePosition<P>> void analyse(GameDefinition<P> game) {
    Notation<P> n = Notation.forGame(game);
    Seq<String> legal = game.start().legalMoves().map(n::writeMove);
    Cli.Result r = Cli.run(Fixtures.naming(game, "analyse", "--nodes", "20000"));
    assertEquals(0, r.status(), r::toString);
    List<String> lines = r.lines();
    assertTrue(lines.get(0).startsWith("Best move: "), r::toString);
    assertTrue(legal.contains(lines.get(0).substring("Best move: ".length())), r::toString);
    assertTrue(lines.get(1).matches("Value: (\\+\\d+ \\w+ for (White|Black), proved|(White|Black) wins in \\d+ moves?"
        + "|A draw, proved|about \\+\\d\\.\\d \\w+ for (White|Black)|about level|Level, proved: neither side ends ahead)"),
        lines.get(1));
    assertTrue(lines.get(2).startsWith("Expected line: " + lines.get(0).substring("Best move: ".length())),
        lines.get(2));

    Cli.Result json = Cli.run(Fixtures.naming(game, "analyse", "--nodes", "20000", "--json"));
    Matcher best = Pattern.compile("^\\{\"best\":\"([^\"]+)\",\"value\":\\{\"kind\":\"(exact|win|loss|draw|estimate)\"")
        .matcher(json.out());
    assertTrue(best.find(), json::toString);
    assertTrue(legal.contains(best.group(1)), json::toString);

    Cli.Result batch = Cli.runWithInput("moves:\n" + n.writePosition(game.start()) + "\n",
        Fixtures.naming(game, "analyse", "--level", game.levels().head().id(), "--stdin"));
    assertEquals(0, batch.status(), batch::toString);
    assertEquals(2, batch.lines().size(), batch::toString);
    assertEquals(batch.lines().get(0), batch.lines().get(1), "the same position, level and seed: the same answer");
    assertTrue(legal.contains(batch.lines().get(0).split(" ")[0]), batch::toString);
  }

  @Test
  void analyse_theNodeBudgetIsTheOneGivenForEveryGame() {
    // the knights Robot used to stop at 40,000 positions whatever --nodes said
    for (String game : new String[] {"knights", "italian-draughts", "buttons"}) {
      // buttons three moves in: its first positions (up to two moves in) are answered from a table of values
      Cli.Result r = game.equals("buttons")
          ? Cli.run("analyse", game, "--nodes", "100000", "--moves", "d1-d4 d8-h4 b1-b2")
          : Cli.run("analyse", game, "--nodes", "100000");
      assertEquals(0, r.status(), r::toString);
      assertTrue(r.out().contains("Searched 100000 positions"), r::toString);
    }
  }

  @Test
  void analyse_aFinishedRoundIsAUserError() {
    GameDefinition<?> draughts = Fixtures.game("italian-draughts");
    // Black to move with no piece left has lost (ID-12): there is nothing to analyse
    Cli.Result r = Cli.run("analyse", draughts.id(), "--position", "B:W21:B");
    assertEquals(2, r.status(), r::toString);
    assertTrue(r.err().startsWith("There is nothing to analyse: the round is over."), r::toString);
    Cli.Result moves = Cli.run("moves", draughts.id(), "--position", "B:W21:B");
    assertEquals(0, moves.status(), moves::toString);
    assertEquals("", moves.out());
    assertFalse(moves.err().isEmpty(), "why there is no move goes to the error stream");
  }

  @Test
  void show_aFinishedRoundSaysWhoWonAndWhy() {
    Cli.Result r = Cli.run("show", "italian-draughts", "--position", "B:W21:B");
    assertEquals(0, r.status(), r::toString);
    assertTrue(r.out().contains("Over: White won."), r::toString);
  }

  @Test
  void show_speaksTheChosenLanguage() {
    Cli.Result r = Cli.run("show", "italian-draughts", "--lang", "it");
    assertTrue(r.out().contains("Muove il Bianco."), r::toString);
    Cli.Result ro = Cli.run("--lang", "ro", "show", "knights");
    assertTrue(ro.out().contains("Mută Albul."), ro::toString);
  }

}
