package io.github.tabla.notation.move;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.FieldSpec;
import io.github.tabla.core.Messages;
import io.github.tabla.core.Move;
import io.github.tabla.core.MoveRejection;
import io.github.tabla.core.NotationSpec;
import io.github.tabla.core.Piece;
import io.github.tabla.core.Role;
import io.github.tabla.core.Setup;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareNaming;
import io.github.tabla.testgames.MiniDiamonds;
import io.github.tabla.testgames.MiniPosition;
import io.github.tabla.notation.Notation;
import io.github.tabla.notation.fixture.Scripted;
import io.vavr.collection.Array;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/** The resolution layer: found, no match, ambiguous, illegal; and compact printing. */
class MoveResolverTest {
  private static final Notation<MiniPosition> MINI = Notation.forGame(new MiniDiamonds());

  private static Square n(int number) {
    return SquareNaming.draughtsSquare(number).get();
  }

  private static Move.PieceMove path(Role role, boolean capture, int... numbers) {
    Array<Square> squares = Array.empty();
    for (int i : numbers) {
      squares = squares.append(n(i));
    }
    // the captured squares only need to be there for the notation
    Array<Square> captured = capture ? squares.tail() : Array.empty();
    return new Move.PieceMove(Side.WHITE, role, squares, captured, Option.none());
  }

  // two captures from 29 to 6 by different paths (ID-11a), a king capture with its own ends, a step
  private static final Move.PieceMove LOOP_A = path(Role.KING, true, 29, 22, 15, 6);
  private static final Move.PieceMove LOOP_B = path(Role.KING, true, 29, 21, 13, 6);
  private static final Move.PieceMove KING = path(Role.KING, true, 30, 23, 16);
  private static final Move.PieceMove STEP = path(Role.MAN, false, 21, 17);
  private static final Scripted DRAUGHTS = new Scripted(
      new NotationSpec(SquareNaming.DRAUGHTS, false, Option.none(), Array.of(new FieldSpec("h", "plies", "0"))),
      Setup.empty(Side.WHITE), Array.of(LOOP_A, LOOP_B, KING, STEP));

  private static final Move.PieceMove ROOK_B = Move.PieceMove.step(Side.WHITE, Role.ROOK, Square.B1, Square.D1);
  private static final Move.PieceMove ROOK_G = Move.PieceMove.step(Side.WHITE, Role.ROOK, Square.G1, Square.D1);
  private static final Move.PieceMove ROOK_X = Move.PieceMove.capture(Side.WHITE, Role.ROOK, Square.B1, Square.B8);
  private static final Scripted ROOKS = new Scripted(
      new NotationSpec(SquareNaming.CHESS, true, Option.some('o'), Array.empty()),
      Setup.empty(Side.WHITE).withPiece(Square.B1, Piece.of(Side.WHITE, Role.ROOK))
          .withPiece(Square.G1, Piece.of(Side.WHITE, Role.ROOK))
          .withPiece(Square.B8, Piece.of(Side.BLACK, Role.ROOK)),
      Array.of(ROOK_B, ROOK_G, ROOK_X));

  private static Resolution resolve(Scripted game, String text) {
    return MoveResolver.resolve(game.start(), MoveText.parse(text, game.notation().squares()).get());
  }

  private static Resolution mini(MiniPosition p, String text) {
    return MINI.resolve(p, MINI.parseMove(text).get());
  }

  @Test
  void id4_theFullPathFindsItsCapture() {
    assertEquals(new Resolution.Found(MoveText.parse("29x22x15x6").get(), LOOP_A), resolve(DRAUGHTS, "29x22x15x6"));
    assertEquals(LOOP_B, resolve(DRAUGHTS, "29x21x13x6").found().get());
    assertEquals(STEP, resolve(DRAUGHTS, "21-17").found().get());
  }

  @Test
  void id11a_theShortCaptureIsAmbiguousWhenTwoCapturesShareTheEnds() {
    Resolution r = resolve(DRAUGHTS, "29x6");
    Resolution.Ambiguous a = assertInstanceOf(Resolution.Ambiguous.class, r);
    assertEquals(Array.of(LOOP_A, LOOP_B), a.candidates());
    assertEquals("notation.move.ambiguous", a.code());
  }

  @Test
  void id4_theShortCaptureFindsTheOnlyCaptureWithTheseEnds() {
    assertEquals(KING, resolve(DRAUGHTS, "30x16").found().get());
    // any landing squares in order name the path too
    assertEquals(LOOP_A, resolve(DRAUGHTS, "29x15x6").found().get());
  }

  @Test
  void aWrongCaptureMarkIsNoMatchWithTheMoveMeant() {
    Resolution.NoMatch r = assertInstanceOf(Resolution.NoMatch.class, resolve(DRAUGHTS, "21x17"));
    assertEquals(Array.of(STEP), r.closest());
    assertEquals("notation.move.no-match", r.code());
  }

  @Test
  void aPathNoMoveTakesIsExplainedByTheGame() {
    Resolution.Illegal r = assertInstanceOf(Resolution.Illegal.class, resolve(DRAUGHTS, "22-18"));
    assertEquals("test.rule", r.rejection().code());
    assertEquals("notation.move.illegal", r.code());
  }

  @Test
  void id11a_compactPrintingKeepsThePathOnlyWhereItIsNeeded() {
    MoveWriter w = new MoveWriter(DRAUGHTS.notation());
    Scripted.Position p = DRAUGHTS.start();
    assertEquals("29x22x15x6", w.writeCompact(p, LOOP_A));
    assertEquals("29x21x13x6", w.writeCompact(p, LOOP_B));
    assertEquals("30x16", w.writeCompact(p, KING));
    assertEquals("30x23x16", w.write(KING));
    assertEquals("21-17", w.writeCompact(p, STEP));
    for (Move m : p.legalMoves()) {
      assertEquals(m, resolve(DRAUGHTS, w.writeCompact(p, m)).found().get());
    }
  }

  @Test
  void shortAlgebraicTellsTwoRooksApartByFile() {
    assertEquals(Array.of(ROOK_B, ROOK_G),
        assertInstanceOf(Resolution.Ambiguous.class, resolve(ROOKS, "Rd1")).candidates());
    assertEquals(ROOK_B, resolve(ROOKS, "Rbd1").found().get());
    assertEquals(ROOK_G, resolve(ROOKS, "Rgd1").found().get());
    assertInstanceOf(Resolution.Ambiguous.class, resolve(ROOKS, "R1d1"));
    assertEquals(ROOK_B, resolve(ROOKS, "Rb1-d1").found().get());
    assertEquals(ROOK_B, resolve(ROOKS, "Rb1d1").found().get());
    assertEquals(ROOK_X, resolve(ROOKS, "Rxb8").found().get());
    assertEquals(ROOK_X, resolve(ROOKS, "Rb1xb8").found().get());
  }

  @Test
  void aShortMoveNoPieceMakesIsNoMatchWithTheClosestMoves() {
    Resolution.NoMatch r = assertInstanceOf(Resolution.NoMatch.class, resolve(ROOKS, "Rd5"));
    assertEquals(Array.of(ROOK_B, ROOK_G), r.closest());
    Resolution.NoMatch none = assertInstanceOf(Resolution.NoMatch.class, resolve(ROOKS, "Nc3"));
    assertTrue(none.closest().isEmpty());
    assertEquals("notation.move.no-match.none", none.code());
  }

  @Test
  void kd4_collectingADiamondIsAPlainMove() {
    MiniPosition start = new MiniDiamonds().start();
    // b2 holds a diamond: the move that collects it is written with "-"
    Move collect = mini(start, "Ka1-b2").found().get();
    assertTrue(collect.captured().isEmpty());
    assertEquals("Ka1-b2", MINI.writeMove(collect));
    assertEquals(collect, mini(start, "Kb2").found().get());
    assertEquals(collect, mini(start, "b2").found().get());
    assertEquals(collect, mini(start, "a1-b2").found().get());
    Resolution.NoMatch x = assertInstanceOf(Resolution.NoMatch.class, mini(start, "Ka1xb2"));
    assertEquals(Array.of(collect), x.closest());
  }

  @Test
  void aWrongPieceLetterIsRefusedNamingBothPieces() {
    MiniPosition start = new MiniDiamonds().start();
    Resolution.WrongPiece r = assertInstanceOf(Resolution.WrongPiece.class, mini(start, "Qa1-b2"));
    assertEquals(Square.A1, r.square());
    assertEquals(Role.KING, r.piece().role());
    assertEquals(Role.QUEEN, r.named());
    assertEquals("\"Qa1-b2\" is not played: there is a king on a1, not a queen.",
        MINI.messages(Messages.ENGLISH).text(r));
    // a short move: the only piece that reaches b2 is the king
    assertInstanceOf(Resolution.WrongPiece.class, mini(start, "Qb2"));
    // squares in capitals are read
    assertEquals("Ka1-b2", MINI.writeMove(mini(start, "KA1-B2").found().get()));
    assertEquals("Ka1-b2", MINI.writeMove(mini(start, "a1-B2").found().get()));
  }

  @Test
  void illegalMovesCarryTheGamesReason() {
    MiniPosition start = new MiniDiamonds().start();
    MoveRejection step = assertInstanceOf(Resolution.Illegal.class, mini(start, "Ka1-c3")).rejection();
    assertEquals("mini.step", step.code());
    // a short move whose piece is known is explained as the move from that piece
    assertEquals("mini.step", assertInstanceOf(Resolution.Illegal.class, mini(start, "Kc3")).rejection().code());
    assertInstanceOf(MoveRejection.NotYourPiece.class,
        assertInstanceOf(Resolution.Illegal.class, mini(start, "Kd4-d3")).rejection());
    assertInstanceOf(MoveRejection.NoPiece.class,
        assertInstanceOf(Resolution.Illegal.class, mini(start, "Kc1-c2")).rejection());
    assertEquals("move.pass-not-allowed",
        assertInstanceOf(Resolution.Illegal.class, mini(start, "--")).rejection().code());
  }

  @Test
  void kd3_aStepNextToTheOtherKingIsRefusedWithTheGamesRule() {
    // MiniDiamonds' kings never touch either (its rule MINI-3 is KD-3 on the small board)
    MiniPosition p = MINI.readPosition("8/8/8/8/3*4/2k5/8/K7 w 0 0 0 0").get();
    MoveRejection why = assertInstanceOf(Resolution.Illegal.class, mini(p, "Ka1-b2")).rejection();
    assertEquals("mini.kings-touch", why.code());
    assertEquals(Array.of("Ka1-a2", "Ka1-b1"), p.legalMoves().map(MINI::writeMove).sorted());
  }

  @Test
  void aFinishedRoundRefusesEveryMove() {
    MiniPosition p = new MiniDiamonds().start();
    while (!p.isOver()) {
      p = p.playUnchecked(p.legalMoves().head());
    }
    Resolution.Illegal r = assertInstanceOf(Resolution.Illegal.class, mini(p, "Ka1-a2"));
    assertInstanceOf(MoveRejection.GameOver.class, r.rejection());
  }

  @Test
  void readMoveJoinsBothLayers() {
    MiniPosition start = new MiniDiamonds().start();
    assertInstanceOf(MoveProblem.Unreadable.class, MINI.readMove(start, "Ka1-a9").getLeft());
    assertEquals("notation.move.syntax.square", MINI.readMove(start, "Ka1-a9").getLeft().code());
    assertEquals(Square.A2, MINI.readMove(start, "Ka2").get().destination().get());
  }
}
