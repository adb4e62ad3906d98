package io.github.tabla.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Localizable;
import io.github.tabla.core.Messages;
import io.github.tabla.core.Move;
import io.github.tabla.core.Side;
import io.github.tabla.core.SquareNaming;
import io.github.tabla.testgames.MiniDiamonds;
import io.github.tabla.testgames.MiniPosition;
import io.github.tabla.notation.fixture.Scripted;
import io.github.tabla.notation.fixture.Specs;
import io.github.tabla.notation.move.MoveProblem;
import io.github.tabla.notation.move.MoveText;
import io.github.tabla.notation.position.PositionProblem;
import io.github.tabla.notation.position.PositionText;
import io.github.tabla.notation.record.RecordProblem;
import io.github.tabla.notation.record.RecordText;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.collection.TreeSet;
import java.io.InputStream;
import java.util.Locale;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/** Notation's own messages: every code has a text in every language, and every code is used. */
class NotationMessagesTest {
  private static final MiniDiamonds MINI = new MiniDiamonds();
  private static final Notation<MiniPosition> NOTATION = Notation.forGame(MINI);

  /** One problem of every code notation has. */
  private static Seq<Localizable> everyProblem() {
    MiniPosition start = MINI.start();
    Seq<Localizable> moves = Array.of("", "22-33", "Ke1-e9", "Xe2", "22", "22-19x15", "Ke2!")
        .map(t -> (Localizable) new MoveProblem.Unreadable(MoveText.parse(t).getLeft()));
    Seq<Localizable> resolved = Array.of("Ka1xb2", "Qd1", "Rd1-d3", "Kc3", "--", "Qa1-b2")
        .map(t -> (Localizable) NOTATION.readMove(start, t).getLeft());
    Move.PieceMove a = Move.PieceMove.step(Side.WHITE, io.github.tabla.core.Role.ROOK,
        io.github.tabla.core.Square.B1, io.github.tabla.core.Square.D1);
    Move.PieceMove b = Move.PieceMove.step(Side.WHITE, io.github.tabla.core.Role.ROOK,
        io.github.tabla.core.Square.G1, io.github.tabla.core.Square.D1);
    Scripted rooks = new Scripted(MINI.notation(), io.github.tabla.core.Setup.empty(Side.WHITE), Array.of(a, b));
    Seq<Localizable> ambiguous = Array.of(Notation.forGame(rooks).readMove(rooks.start(), "Rd1").getLeft());
    Seq<Localizable> fens = Array.of(" ", "X:W1:B2", "W:W1", "W:X1:B2", "W:W33:B1", "W:W5-1:B2", "W:W1;2:B3",
        "W:W1:B2:Q", "W:W1:B2:x=1", "W:W1:W2")
        .map(t -> (Localizable) new PositionProblem.Unreadable(PositionText.read(Specs.DRAUGHTS, t).getLeft()));
    Seq<Localizable> boards = Array.of("8/8/8/8/3x4/8/8/K7 w", "8/8/8/8/3k3/8/8/K7 w", "8/8 w", "8/8/8/8/8/8/8/8",
        "8/8/8/8/8/8/8/8 x", "8/8/8/8/8/8/8/8 w 1 2 3 4 5")
        .map(t -> (Localizable) NOTATION.readPosition(t).getLeft());
    Seq<Localizable> invalid = Array.of(NOTATION.readPosition("8/8/8/8/8/8/1k6/K7 w 9 0 0 0").getLeft());
    Seq<Localizable> records = Array.of("[ \"a\"]", "[A b]", "[A \"b", "[A \"b\"", "1. Kb2 {", "1. Kb2 (Ka2")
        .map(t -> RecordText.parseAll(t).head().fold(e -> (Localizable) new RecordProblem.Unreadable(e),
            g -> g.error().get()));
    Seq<Localizable> recordProblems = Array.of(NOTATION.readRecord("[Game \"x\"]").getLeft(),
        NOTATION.readRecord("[FEN \"8/8 w\"]").getLeft());
    Seq<Localizable> recordWords = Array.of(Localizable.of("notation.record.resigned-by", Side.WHITE, "M-8"));
    // texts over a limit: a move, a position, a side's list, a record's moves, records and tags
    Seq<Localizable> tooLong = Array.of(
        new MoveProblem.Unreadable(MoveText.parse("e1" + "-e2".repeat(200)).getLeft()),
        new PositionProblem.Unreadable(PositionText.read(Specs.DRAUGHTS, "W:W" + "1-32,".repeat(1000) + "1:B2")
            .getLeft()),
        new PositionProblem.Unreadable(PositionText.read(Specs.DRAUGHTS, "W:W1-32,1:B2").getLeft()),
        new PositionProblem.Unreadable(PositionText.read(new io.github.tabla.core.NotationSpec(
            io.github.tabla.core.SquareNaming.CHESS, false, io.vavr.control.Option.none(), Array.empty(),
            io.github.tabla.core.NotationSpec.Positions.PIECE_LISTS), "W:Wa1,k9:Bb8").getLeft()),
        RecordText.parseAll("Kb2 ".repeat(10_001)).head().get().error().get(),
        RecordText.parseAll("* ".repeat(1_001)).last().getLeft(),
        RecordText.parseAll("[A \"b\"]".repeat(101)).head().getLeft(),
        NOTATION.readRecord("Ka1-b2 ".repeat(1000)).getLeft());
    return moves.appendAll(resolved).appendAll(ambiguous).appendAll(fens).appendAll(boards).appendAll(invalid)
        .appendAll(records).appendAll(recordProblems).appendAll(recordWords).appendAll(tooLong);
  }

  @Test
  void everyCodeHasATextInEveryLanguage() {
    assertEquals(Array.empty(), NotationMessages.missingTexts());
    assertTrue(NotationMessages.codes().size() > 30);
  }

  @Test
  void theEnglishFileStaysEmpty() throws Exception {
    Properties p = new Properties();
    try (InputStream in = getClass().getResourceAsStream("/io/github/tabla/notation/messages_en.properties")) {
      p.load(in);
    }
    assertTrue(p.isEmpty());
  }

  @Test
  void everyCodeIsProducedAndEveryProducedCodeHasAText() {
    TreeSet<String> produced = TreeSet.ofAll(everyProblem().map(Localizable::code));
    // the words and quotes that go into other texts are no codes of their own
    TreeSet<String> bundle = TreeSet.ofAll(NotationMessages.codes()).remove("notation.end-of-text")
        .remove("notation.quotes");
    assertEquals(bundle, produced.filter(c -> c.startsWith("notation.")));
  }

  @Test
  void everyProblemReadsInEveryLanguage() {
    for (Locale locale : Messages.SUPPORTED) {
      NotationMessages messages = NOTATION.messages(locale);
      for (Localizable problem : everyProblem()) {
        String text = messages.text(problem);
        assertFalse(text.startsWith(problem.code()), () -> locale + ": " + text);
        assertFalse(text.contains("{") && !problem.code().contains("comment"), () -> locale + ": " + text);
        assertFalse(text.contains("notation."), () -> locale + ": " + text);
      }
    }
  }

  @Test
  void textsPutTheirArgumentsIntoWords() {
    MiniPosition start = MINI.start();
    NotationMessages en = NOTATION.messages(Messages.ENGLISH);
    assertEquals("No legal move is written \"Ka1xb2\". Did you mean Ka1-b2?",
        en.text(NOTATION.readMove(start, "Ka1xb2").getLeft()));
    assertEquals("Cannot read the move \"Ke1-\" at column 5: expected a square such as e4, found the end of the text.",
        en.text(NOTATION.readMove(start, "Ke1-").getLeft()));
    assertEquals("Cannot read the move \"Ke1-e9\" at column 6: expected a square such as e4, found \"9\".",
        en.text(NOTATION.readMove(start, "Ke1-e9").getLeft()));
    String illegal = en.text(NOTATION.readMove(start, "Ka1-c3").getLeft());
    assertTrue(illegal.startsWith("Ka1-c3 is not allowed: A king steps one square (MINI-2)"), illegal);
    String ro = NOTATION.messages(Messages.ROMANIAN).text(NOTATION.readMove(start, "Ke1-").getLeft());
    assertTrue(ro.contains("sfârșitul textului"), ro);
    // the found text in the language's own quotes, as the text read is
    assertEquals("Nu pot citi mutarea „Ke1-e9” la coloana 6: aștept un pătrat, de exemplu e4, am găsit „9”.",
        NOTATION.messages(Messages.ROMANIAN).text(NOTATION.readMove(start, "Ke1-e9").getLeft()));
    String he = NOTATION.messages(Messages.HEBREW).text(NOTATION.readMove(start, "Ka1xb2").getLeft());
    assertTrue(he.contains("Ka1-b2") && he.contains("מהלך"), he);
    String it = NOTATION.messages(Messages.ITALIAN).text(NOTATION.readPosition("").getLeft());
    assertEquals("Non c'è nessuna posizione da leggere: il testo è vuoto.", it);
  }

  @Test
  void aReplayErrorReadsWithItsReason() {
    var error = NOTATION.readRecord("1. Kb2 Kc4 2. Kb2-b4 *").get().error().get();
    String text = NOTATION.messages(Messages.ENGLISH).text(error);
    assertTrue(text.startsWith("Move 3 (\"Kb2-b4\") cannot be played: Kb2-b4 is not allowed: A king steps"), text);
  }

  @Test
  void withoutAGameMovesAreWrittenPlainly() {
    Move m = Move.PieceMove.step(Side.WHITE, io.github.tabla.core.Role.KING, io.github.tabla.core.Square.E1,
        io.github.tabla.core.Square.E2);
    NotationMessages en = NotationMessages.of(Locale.GERMAN);
    assertEquals(Messages.ENGLISH, en.locale());
    assertNotEquals("", en.text("notation.move.no-match", Array.of("x", Array.of(m))));
    assertTrue(en.text("notation.move.no-match", Array.of("x", Array.of(m))).contains("e1-e2"));
    assertEquals(SquareNaming.CHESS, MINI.notation().squares());
  }
}
