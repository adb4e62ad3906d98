package io.github.tabla.games.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.tabla.core.Move;
import io.github.tabla.core.Piece;
import io.github.tabla.core.Role;
import io.github.tabla.core.Setup;
import io.github.tabla.core.Side;
import io.github.tabla.core.SquareNaming;
import io.github.tabla.games.draughts.internal.MoveGenerator;
import io.github.tabla.games.draughts.internal.MoveList;
import io.vavr.collection.Seq;
import io.vavr.collection.TreeSet;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The bitboard kernel against the naive {@link ReferenceRules}, on random positions full of kings
 * (where the capture priorities and loops matter) and on positions of random games.
 */
class KernelConsistencyTest {
  private static final boolean DEEP = Boolean.getBoolean("tabla.deep");
  private static final int RANDOM_SETUPS = DEEP ? 200_000 : 4_000;
  private static final int RANDOM_GAMES = DEEP ? 5_000 : 150;

  static Setup randomSetup(SplittableRandom random) {
    Setup s = Setup.empty(random.nextBoolean() ? Side.WHITE : Side.BLACK);
    int white = 0;
    int black = 0;
    double density = 0.2 + 0.5 * random.nextDouble();
    double kings = random.nextDouble();
    for (int n = 1; n <= 32; n++) {
      if (random.nextDouble() >= density) {
        continue;
      }
      Side side = random.nextBoolean() ? Side.WHITE : Side.BLACK;
      if ((side == Side.WHITE ? white : black) >= 12) {
        continue;
      }
      boolean farRow = side == Side.WHITE ? n <= 4 : n >= 29;
      Role role = farRow || random.nextDouble() < kings ? Role.KING : Role.MAN;
      s = s.withPiece(SquareNaming.draughtsSquare(n).get(), Piece.of(side, role));
      if (side == Side.WHITE) {
        white++;
      } else {
        black++;
      }
    }
    // a side without pieces is the side to move, which has lost (ID-12): the other could never be to move
    if (white == 0 && black == 0) {
      s = s.withPiece(SquareNaming.draughtsSquare(18).get(), Piece.of(Side.WHITE, Role.KING));
      white++;
    }
    if (white == 0 || black == 0) {
      s = s.withTurn(white == 0 ? Side.WHITE : Side.BLACK);
    }
    return s;
  }

  private static void check(DraughtsPosition p, MoveGenerator generator, MoveList list) {
    Setup setup = p.toSetup();
    TreeSet<String> expected = ReferenceRules.legal(setup);
    Seq<Move> legal = p.legalMoves();
    assertEquals(expected, TreeSet.ofAll(legal.map(Fen::text)), () -> "legal moves of " + p);
    assertEquals(legal.size(), legal.distinct().size(), () -> "duplicate moves in " + p);
    assertEquals(ReferenceRules.allCaptures(setup), TreeSet.ofAll(p.allCaptures().map(Fen::text)),
        () -> "all captures of " + p);
    int n = generator.generate(p.whiteBits(), p.blackBits(), p.kingBits(), p.whiteToMove(), list);
    assertEquals(n, generator.count(p.whiteBits(), p.blackBits(), p.kingBits(), p.whiteToMove()),
        () -> "count of " + p);
    assertEquals(n > 0, MoveGenerator.hasMove(p.whiteBits(), p.blackBits(), p.kingBits(), p.whiteToMove()),
        () -> "hasMove of " + p);
  }

  @Test
  void randomSetupsAgreeWithTheNaiveRules() {
    SplittableRandom random = new SplittableRandom(20_261_130L);
    MoveGenerator generator = new MoveGenerator();
    MoveList list = new MoveList(1);
    for (int i = 0; i < RANDOM_SETUPS; i++) {
      Setup s = randomSetup(random);
      DraughtsPosition p = Fen.GAME.fromSetup(s).get();
      check(p, generator, list);
    }
  }

  @Test
  void positionsOfRandomGamesAgreeWithTheNaiveRules() {
    SplittableRandom random = new SplittableRandom(7L);
    MoveGenerator generator = new MoveGenerator();
    MoveList list = new MoveList();
    for (int g = 0; g < RANDOM_GAMES; g++) {
      DraughtsPosition p = ItalianDraughts.withDrawPolicy(DrawPolicy.NONE).start();
      for (int ply = 0; ply < 300 && !p.isOver(); ply++) {
        check(p, generator, list);
        Seq<Move> moves = p.legalMoves();
        p = p.playUnchecked(moves.get(random.nextInt(moves.size())));
      }
    }
  }
}
