package io.github.tabla.games.draughts;

import static io.github.tabla.games.draughts.VariantPositions.moves;
import static io.github.tabla.games.draughts.VariantPositions.position;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Move;
import io.github.tabla.core.MoveRejection;
import io.github.tabla.core.Outcome;
import io.github.tabla.core.Piece;
import io.github.tabla.core.Role;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.games.draughts.capture.Criterion;
import io.github.tabla.notation.position.PositionText;
import io.vavr.collection.Array;
import org.junit.jupiter.api.Test;

/** Every rule of {@code docs/rules/turkish-draughts.md}, by its id. */
class TurkishDraughtsRulesTest {
  private static final DraughtsVariant GAME = DraughtsVariant.of(DraughtsRules.TURKISH);

  private static Square sq(String name) {
    return GAME.square(name);
  }

  private static DraughtsVariant with(DraughtsRules.Builder rules, String id) {
    return DraughtsVariant.of(rules.id(id).name(id).build());
  }

  @Test
  void tu1_everyOneOfTheSixtyFourSquaresIsAPlayingSquare() {
    assertEquals(64, DraughtsRules.TURKISH.squares());
    // pieces stand on squares of both colours, side by side
    VariantPosition p = position(GAME, "W:Wa2,b2:Bg7,h7");
    assertEquals(Piece.of(Side.WHITE, Role.MAN), p.pieceAt(sq("a2")).get());
    assertEquals(Piece.of(Side.WHITE, Role.MAN), p.pieceAt(sq("b2")).get());
    // pieces go along files and ranks only: no diagonal step
    MoveRejection why = p.moveFor(sq("b2"), sq("c3")).getLeft();
    assertEquals("draughts.variant.no-such-move", why.code());
    assertEquals("TU-5", why.ruleId());
  }

  @Test
  void tu2_squaresAreNamedA1ToH8FromWhitesSide() {
    assertEquals(64, GAME.notation().squares().board().squares().count(s -> GAME.notation().squares().names(s)));
    assertEquals(0, sq("a1").file());
    assertEquals(0, sq("a1").rank());
    assertEquals(7, sq("h8").file());
    assertEquals(7, sq("h8").rank());
  }

  @Test
  void tu3_sixteenMenEachOnTheSecondAndThirdRanksAndWhiteMovesFirst() {
    VariantPosition start = GAME.start();
    assertEquals(Side.WHITE, start.sideToMove());
    for (Square s : GAME.notation().squares().board().squares()) {
      Side expected = s.rank() == 1 || s.rank() == 2 ? Side.WHITE : s.rank() == 5 || s.rank() == 6 ? Side.BLACK : null;
      assertEquals(expected == null ? null : Piece.of(expected, Role.MAN), start.pieceAt(s).getOrNull(), s.text());
    }
    // the front men step forward, the men at the ends of the third rank sideways too
    assertEquals(8, start.legalMoves().size());
    var many = GAME.fromSetup(PositionText.read(GAME.notation(),
        "W:Wa2,a3,b2,b3,c2,c3,d2,d3,e2,e3,f2,f3,g2,g3,h2,h3,a4:Ba7").get()).getError().head();
    assertEquals("draughts.setup.too-many-pieces", many.code());
    assertEquals("TU-3", many.ruleId());
    // a text that counts no moves with Black to move: White has made the first
    VariantPosition counted = GAME.fromSetup(PositionText.read(GAME.notation(), "B:We3:Bd6").get()).get();
    assertEquals(Side.BLACK, counted.sideToMove());
    assertEquals("B:We3:Bd6:white-moves=1", PositionText.write(GAME.notation(), counted.toSetup()));
  }

  @Test
  void tu4_positionsAreWrittenInPdnWithAlgebraicSquares() {
    String text = PositionText.write(GAME.notation(), GAME.start().toSetup());
    assertTrue(text.startsWith("W:Wa2,a3,b2,b3,c2,c3,d2,d3,e2,e3,f2,f3,g2,g3,h2,h3"
        + ":Ba6,a7,b6,b7,c6,c7,d6,d7,e6,e7,f6,f7,g6,g7,h6,h7"), text);
    assertEquals(GAME.start(), GAME.fromSetup(PositionText.read(GAME.notation(), text).get()).get());
    assertEquals(Array.of("d4xb4", "d4xd6", "d4xf4"), moves(position(GAME, "W:Wd4:Bd5,c4,e4,d3")).sorted());
  }

  @Test
  void tu5_aManStepsForwardOrSidewaysAndCapturesSoButNeverBack() {
    assertEquals(Array.of("d3-c3", "d3-d4", "d3-e3"), moves(position(GAME, "W:Wd3:Bh7")).sorted());
    assertEquals(Array.of("e6-d6", "e6-e5", "e6-f6"), moves(position(GAME, "B:Wa2:Be6")).sorted());
    // d5 ahead, c4 and e4 beside (a king among them), d3 behind: three captures, none backward
    assertEquals(Array.of("d4xb4", "d4xd6", "d4xf4"), moves(position(GAME, "W:Wd4:Bd5,Kc4,e4,d3")).sorted());
  }

  @Test
  void tu6_aManEndingOnTheFarRankIsCrowned() {
    VariantPosition p = position(GAME, "W:Wc7:Bh2");
    Move m = p.moveFor(sq("c7"), sq("c8")).get();
    assertEquals(Piece.of(Side.WHITE, Role.KING), p.playUnchecked(m).pieceAt(sq("c8")).get());
    var refused = GAME.fromSetup(PositionText.read(GAME.notation(), "W:Wc8:Bh2").get()).getError().head();
    assertEquals("draughts.setup.man-on-far-row", refused.code());
    assertEquals("TU-6", refused.ruleId());
    // a man on its own back rank, where play never brings it, is accepted and steps like any man
    assertEquals(Array.of("a1-a2", "a1-b1"), moves(position(GAME, "W:Wa1:Bh7")).sorted());
  }

  @Test
  void tu7_aKingFliesAlongFilesAndRanksAndCapturesAtADistance() {
    assertEquals(14, position(GAME, "W:WKd4:Ba8").legalMoves().size());
    assertEquals(Array.of("d1xd6", "d1xd7", "d1xd8"), moves(position(GAME, "W:WKd1:Bd5")).sorted());
  }

  @Test
  void tu8_captureIsCompulsory() {
    VariantPosition p = position(GAME, "W:Wd4,h2:Bd5");
    assertEquals(Array.of("d4xd6"), moves(p));
    MoveRejection why = p.moveFor(sq("h2"), sq("h3")).getLeft();
    assertEquals("draughts.capture.compulsory", why.code());
    assertEquals("TU-8", why.ruleId());
  }

  @Test
  void tu9_takenPiecesLeaveAtOnceAndACaptureNeverTurnsBack() {
    // the king on d2 may take f2 or b2 but not both: the second would turn it back along the rank
    String fen = "W:WKd2:Bb2,f2";
    assertEquals(Array.of("d2xa2", "d2xg2", "d2xh2"), moves(position(GAME, fen)).sorted());
    DraughtsVariant turning = with(DraughtsRules.TURKISH.toBuilder().captureTurnsBack(true), "turkish-turning-back");
    // (turning back from g2 or from h2 takes the same men to a2: one move, TU-11a)
    assertEquals(Array.of("d2xa2xg2", "d2xa2xh2", "d2xg2xa2"), moves(position(turning, fen)).sorted());
    // a square emptied by the capture can be crossed again in the same move
    String loop = "W:WKc1:Bc3,e5,g4,b3";
    VariantPosition p = position(GAME, loop);
    assertTrue(p.legalMoves().forAll(m -> m.captured().size() == 4), () -> moves(p).toString());
    DraughtsVariant after = with(DraughtsRules.TURKISH.toBuilder().removal(DraughtsRules.Removal.AFTER_THE_MOVE),
        "turkish-removal-after");
    assertTrue(position(after, loop).legalMoves().forAll(m -> m.captured().size() < 4));
    VariantPosition made = p.playUnchecked(p.legalMoves().head());
    assertEquals(0, made.score().of(Side.BLACK));
  }

  @Test
  void tu9_theKernelMakesTheCapturesAsTheTypedMovesDo() {
    // kings and men of both sides, captures of several pieces a few plies in: every line five plies deep,
    // made one by one through the typed moves (whose captured pieces the kernel's move keeps as indices
    // among the opponent's pieces), against the kernel's count
    VariantPosition p = position(GAME, "W:WKb2,c3,e3,g3,h4:BKd6,b4,f4,d2,f6,h6,a7");
    assertTrue(p.legalMoves().exists(m -> m.captured().size() >= 2), () -> moves(p).toString());
    assertEquals(listedPerft(p, 5), PerftTest.typedPerft(p, 5));
    // Black takes White's men on its near ranks, the last squares of the board
    VariantPosition q = position(GAME, "B:Wb2,d2,f2,c3,g3,Kh5:BKd6,b5,f5,a7,h7");
    assertTrue(q.legalMoves().exists(m -> m.captured().contains(sq("d2"))), () -> moves(q).toString());
    assertEquals(listedPerft(q, 5), PerftTest.typedPerft(q, 5));
    assertEquals(listedPerft(q, 5), q.perft(5));
  }

  // the generator's own count, on its bitboards: no kernel move is coded or made
  private static long listedPerft(VariantPosition p, int depth) {
    var binding = GAME.kernel().get();
    long[] state = new long[binding.kernel().stateWords()];
    binding.write(p, state, 0);
    return new io.github.tabla.games.draughts.internal.RulesPerft(
        io.github.tabla.games.draughts.variants.RulesGenerators.of(DraughtsRules.TURKISH)).bulk(
        io.github.tabla.games.draughts.internal.VariantKernel.white(state, 0),
        io.github.tabla.games.draughts.internal.VariantKernel.black(state, 0),
        io.github.tabla.games.draughts.internal.VariantKernel.kings(state, 0),
        io.github.tabla.games.draughts.internal.VariantKernel.whiteToMove(state, 0), depth);
  }

  @Test
  void tu10_1_theCaptureOfTheMostPiecesMustBePlayed() {
    VariantPosition p = position(GAME, "W:Wd4,h3:Bd5,d7,g3");
    assertEquals(Array.of("d4xd6xd8"), moves(p));
    MoveRejection why = p.moveFor(sq("h3"), sq("f3")).getLeft();
    assertEquals(Criterion.MOST_PIECES.code(), why.code());
    assertEquals("TU-10.1", why.ruleId());
  }

  @Test
  void tu11_aManReachingTheFarRankInACaptureGoesOnAsAMan() {
    // on c8 a king would go on over f8; a man cannot
    String fen = "W:Wc6:Bc7,f8";
    VariantPosition p = position(GAME, fen);
    assertEquals(Array.of("c6xc8"), moves(p));
    assertTrue(((Move.PieceMove) p.legalMoves().head()).promotion().isDefined(), "crowned at the end of the move");
    // and goes on sideways as a man along the far rank
    assertEquals(Array.of("c6xc8xe8"), moves(position(GAME, "W:Wc6:Bc7,d8")));
    DraughtsVariant asKing = with(DraughtsRules.TURKISH.toBuilder()
        .farRowInCapture(DraughtsRules.FarRowInCapture.CROWNED_GOES_ON_AS_KING), "turkish-crowned-goes-on");
    assertEquals(Array.of("c6xc8xg8", "c6xc8xh8"), moves(position(asKing, fen)).sorted());
  }

  @Test
  void tu11a_twoRoutesThatTakeTheSamePiecesAreOneMove() {
    // round the rectangle b2-b6-f6-f2 either way: both routes end on b2 having taken the same four men
    String fen = "W:WKb2:Bb4,d6,f4,d2";
    DraughtsVariant routes = with(DraughtsRules.TURKISH.toBuilder().moveIdentity(DraughtsRules.MoveIdentity.ROUTES),
        "turkish-routes");
    assertEquals(1, position(GAME, fen).legalMoves().count(m -> m.destination().contains(sq("b2"))));
    assertEquals(2, position(routes, fen).legalMoves().count(m -> m.destination().contains(sq("b2"))));
    assertEquals(5, position(GAME, fen).legalMoves().size());
  }

  @Test
  void tu12_noPiecesOrNoMoveLoses() {
    Outcome none = position(GAME, "W:W:Ba7").outcome().get();
    assertEquals(Side.BLACK, none.winner().get());
    assertEquals("draughts.end.no-pieces", none.termination().code());
    assertEquals("TU-12", none.termination().ruleId());
    Outcome blocked = position(GAME, "W:Wa2:Ba3,a4,b2,c2").outcome().get();
    assertEquals(Side.BLACK, blocked.winner().get());
    assertEquals("draughts.end.blocked", blocked.termination().code());
  }

  @Test
  void tu13_repetitionDrawsAndAKingAgainstAKingDrawsAfterAMoveEach() {
    assertEquals(3, GAME.repetitionRule().get().occurrences());
    assertTrue(GAME.drawByAgreement());
    assertFalse(GAME.notation().fields().exists(f -> f.name().equals(DraughtsVariant.NO_PROGRESS_FIELD)));
    VariantPosition kings = GAME.fromSetup(position(GAME, "W:WKb1:BKh8").toSetup()
        .withField(DraughtsVariant.ENDGAME_FIELD, "1")).get();
    Outcome drawn = kings.playUnchecked(kings.moveFor(sq("b1"), sq("b2")).get()).outcome().get();
    assertTrue(drawn.isDraw());
    assertEquals("draughts.variant.end.endgame-limit", drawn.termination().code());
    assertEquals("TU-13", drawn.termination().ruleId());
    assertTrue(GAME.fromSetup(position(GAME, "W:WKb1:BKh8").toSetup()
        .withField(DraughtsVariant.ENDGAME_FIELD, "3")).isInvalid());
    // a king that can take the other at once wins first
    VariantPosition take = GAME.fromSetup(position(GAME, "W:WKb1:BKb5").toSetup()
        .withField(DraughtsVariant.ENDGAME_FIELD, "1")).get();
    VariantPosition won = take.playUnchecked(take.legalMoves().head());
    assertEquals(Side.WHITE, won.outcome().get().winner().get());
    // a king against a lone man is played on: nothing counted
    VariantPosition man = position(GAME, "W:WKb1:Bh7");
    assertEquals(0, man.playUnchecked(man.legalMoves().head()).endgamePlies());
  }
}
