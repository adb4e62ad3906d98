package io.github.tabla.games.draughts.bitbases;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Move;
import io.github.tabla.core.Piece;
import io.github.tabla.core.Role;
import io.github.tabla.core.Setup;
import io.github.tabla.core.Side;
import io.github.tabla.core.SquareNaming;
import io.github.tabla.games.draughts.DraughtsPosition;
import io.github.tabla.games.draughts.DrawPolicy;
import io.github.tabla.games.draughts.ItalianDraughts;
import io.github.tabla.games.draughts.robot.Bitbases;
import io.github.tabla.games.draughts.robot.DraughtsRobot;
import io.github.tabla.games.draughts.robot.EndgameValue;
import io.github.tabla.games.draughts.robot.EndgameValue.Result;
import io.github.tabla.games.draughts.robot.Endgames;
import io.vavr.control.Option;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The shipped five-piece bitbases: found on the path, whole (the file's CRC-32 is checked as it loads), the
 * same as the library's own four-piece tables, and every five-piece value agrees with the values after its
 * moves (ID-12: a side with no piece or no move on its turn has lost), which the file could not do by
 * chance. That the file is what {@code Bitbases.generate(5)} makes, byte for byte once uncompressed, is
 * checked by the generator ({@code docs/benchmarks.md}), minutes of work for no test.
 */
class FivePieceBitbasesTest {
  private static final ItalianDraughts GAME = ItalianDraughts.withDrawPolicy(DrawPolicy.NONE);
  private static final Bitbases FIVE = FivePieceBitbases.bitbases();

  @Test
  void theArtifactProvidesTheBitbasesTheStrongestLevelUses() {
    assertEquals(5, FIVE.maxPieces());
    assertEquals(5, new FivePieceBitbases().maxPieces());
    Option<Bitbases> installed = Bitbases.installed().get().get();
    assertEquals(Option.some(5), installed.map(Bitbases::maxPieces));
    assertEquals(FIVE.bytes(), installed.get().bytes());
    assertEquals(installed, DraughtsRobot.of(DraughtsRobot.STRONGEST, 1L).bitbases());
    assertEquals(Option.none(), DraughtsRobot.of(DraughtsRobot.STRONG, 1L).bitbases());
    assertEquals(Option.none(), DraughtsRobot.of(DraughtsRobot.STRONGEST, 1L).withBitbases(Option.none()).bitbases());
  }

  @Test
  void id12_everyPositionOfUpToFourPiecesHasTheTablesResult() {
    Endgames four = Endgames.standard();
    SplittableRandom random = new SplittableRandom(4L);
    for (int i = 0; i < 20_000; i++) {
      DraughtsPosition p = random(random, 2 + random.nextInt(3));
      assertEquals(four.probe(p).map(EndgameValue::result), FIVE.probe(p), p::toString);
    }
  }

  @Test
  void id12_everyFivePieceValueIsTheBestOfItsMoves() {
    SplittableRandom random = new SplittableRandom(5L);
    int[] seen = new int[3];
    for (int i = 0; i < 5_000; i++) {
      DraughtsPosition p = random(random, 5);
      Result expected = Result.LOSS;
      for (Move m : p.legalMoves()) {
        DraughtsPosition after = p.playUnchecked(m);
        Result theirs = after.isOver() ? Result.LOSS : FIVE.probe(after).get();
        if (theirs == Result.LOSS) {
          expected = Result.WIN;
          break;
        }
        if (theirs == Result.DRAW) {
          expected = Result.DRAW;
        }
      }
      assertEquals(Option.some(expected), FIVE.probe(p), p::toString);
      seen[expected.ordinal()]++;
    }
    for (int count : seen) {
      assertTrue(count > 100, () -> "wins, draws and losses all occur: " + java.util.Arrays.toString(seen));
    }
  }

  @Test
  void positionsBeyondFivePiecesAreNotInTheBitbases() {
    assertEquals(Option.none(), FIVE.probe(GAME.start()));
    assertEquals(Option.none(), FIVE.probe(random(new SplittableRandom(6L), 6)));
  }

  /** A random position with a number of pieces, each side at least one, not over. */
  private static DraughtsPosition random(SplittableRandom random, int pieces) {
    while (true) {
      Setup s = Setup.empty(random.nextBoolean() ? Side.WHITE : Side.BLACK);
      boolean[] used = new boolean[33];
      for (int p = 0; p < pieces; p++) {
        int n;
        do {
          n = 1 + random.nextInt(32);
        } while (used[n]);
        used[n] = true;
        Side side = p == 0 ? Side.WHITE : p == 1 ? Side.BLACK : random.nextBoolean() ? Side.WHITE : Side.BLACK;
        boolean farRow = side == Side.WHITE ? n <= 4 : n >= 29;
        Role role = farRow || random.nextInt(2) == 0 ? Role.KING : Role.MAN;
        s = s.withPiece(SquareNaming.draughtsSquare(n).get(), Piece.of(side, role));
      }
      DraughtsPosition position = GAME.fromSetup(s).get();
      if (!position.isOver()) {
        return position;
      }
    }
  }
}
