package io.github.tabla.games.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.Games;
import io.github.tabla.core.Move;
import io.github.tabla.core.SquareNaming;
import io.github.tabla.core.match.MatchFormat;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Level;
import io.github.tabla.core.robot.Robot;
import io.vavr.collection.Array;
import org.junit.jupiter.api.Test;

/** The game definition: how it is found, its declarations, its Robot. */
class ItalianDraughtsGameTest {

  @Test
  void bothVariantsAreFoundThroughTheServiceLoader() {
    GameDefinition<?> fid = Games.definition("italian-draughts").get();
    GameDefinition<?> none = Games.definition("italian-draughts:no-draws").get();
    assertEquals(new ItalianDraughts(), fid);
    assertEquals(DrawPolicy.NONE, ((ItalianDraughts) none).drawPolicy());
    assertEquals("italian-draughts", none.family());
    assertEquals("no-draws", none.variant());
    assertNotEquals(fid.start(), none.start());
  }

  @Test
  void declarations() {
    ItalianDraughts g = new ItalianDraughts();
    assertEquals(MatchFormat.SINGLE_GAME, g.matchFormat());
    assertTrue(g.maxPlies().isEmpty());
    assertEquals(SquareNaming.DRAUGHTS, g.notation().squares());
    assertEquals(Array.of(ItalianDraughts.NO_PROGRESS_FIELD, ItalianDraughts.WHITE_MOVES_FIELD,
        ItalianDraughts.BLACK_MOVES_FIELD), g.notation().fields().map(f -> f.name()));
    assertEquals(DraughtsPosition.class, g.positionType());
  }

  @Test
  void playingAPassOrALightSquareIsRefused() {
    DraughtsPosition p = Fen.GAME.start();
    assertThrows(IllegalArgumentException.class, () -> p.playUnchecked(Move.Pass.of(p.sideToMove())));
    assertEquals("move.pass-not-allowed", p.play(Move.Pass.of(p.sideToMove())).getLeft().code());
    assertEquals(DraughtsCode.LIGHT_SQUARE.key(),
        p.moveFor(Array.of(io.github.tabla.core.Square.C3, io.github.tabla.core.Square.D4))
        .getLeft().code());
    assertInstanceOf(io.github.tabla.core.MoveRejection.NoPiece.class, p.moveFor(Fen.path("18-14")).getLeft());
  }

  @Test
  void everyLevelsRobotPlaysALegalMoveReproducibly() {
    ItalianDraughts g = new ItalianDraughts();
    DraughtsPosition p = Fen.position("W:W22,28,K30:B18,9,K5");
    for (Level level : g.levels()) {
      Robot<DraughtsPosition> robot = g.robot(level, 42L);
      Move m = robot.choose(p, Budget.ofDepth(4)).move();
      assertTrue(p.legalMoves().contains(m), level + " played " + m);
      assertEquals(m, g.robot(level, 42L).choose(p, Budget.ofDepth(4)).move());
    }
    Move hint = g.robot(g.strongestLevel(), 1L).hint(g.start(), Budget.ofDepth(5));
    assertTrue(g.start().legalMoves().contains(hint));
  }

  @Test
  void theStrongestRobotTakesTheBetterCapture() {
    // the compulsory capture is forced anyway; after it, the Robot should win a piece rather than lose one
    ItalianDraughts g = new ItalianDraughts();
    DraughtsPosition p = Fen.position("W:W22:B18,4");
    assertEquals("22x13", Fen.text(g.robot(g.strongestLevel(), 1L).choose(p, Budget.ofDepth(3)).move()));
  }

  @Test
  void theJavadocExamplesRunAsWritten() {
    // DraughtsPosition's class comment
    DraughtsPosition p = new ItalianDraughts().start();
    assertEquals(7, p.legalMoves().size());
    io.github.tabla.core.Square s22 = SquareNaming.DRAUGHTS.square("22").get();
    io.github.tabla.core.Square s19 = SquareNaming.DRAUGHTS.square("19").get();
    DraughtsPosition q = p.play(s22, s19).get();
    assertEquals(io.github.tabla.core.Side.BLACK, q.sideToMove());
    assertEquals("draughts.man.backwards", p.play(s22, SquareNaming.DRAUGHTS.square("26").get()).getLeft().code());
    assertEquals(36473L, p.perft(6));
    // ItalianDraughts' class comment
    ItalianDraughts game = new ItalianDraughts();
    io.github.tabla.core.Setup s = io.github.tabla.core.Setup.empty(io.github.tabla.core.Side.WHITE)
        .withPiece(SquareNaming.DRAUGHTS.square("11").get(),
            io.github.tabla.core.Piece.of(io.github.tabla.core.Side.WHITE, io.github.tabla.core.Role.KING))
        .withPiece(SquareNaming.DRAUGHTS.square("14").get(),
            io.github.tabla.core.Piece.of(io.github.tabla.core.Side.BLACK, io.github.tabla.core.Role.MAN));
    assertEquals(Array.of("e6xc4"), game.fromSetup(s).fold(problems -> problems.map(io.github.tabla.core.SetupProblem::code),
        r -> r.legalMoves().map(String::valueOf)));
    // DrawPolicy's comment
    assertEquals("italian-draughts:no-draws", ItalianDraughts.withDrawPolicy(DrawPolicy.NONE).id());
  }
}
