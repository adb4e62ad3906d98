package io.github.tabla.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Move;
import io.vavr.control.Either;
import java.util.SplittableRandom;

/**
 * The round trips of issue 4 for any game: every legal move of many random positions writes and reads
 * back to itself (in full and compact), and every position writes and reads back to an equal position.
 */
public final class RoundTrips {
  private RoundTrips() {}

  /** What a run checked. */
  public record Counts(int positions, int moves) {}

  /** Whether the deep mode of the build is on ({@code -Dtabla.deep=true}). */
  public static boolean deep() {
    return Boolean.getBoolean("tabla.deep");
  }

  /**
   * Walks random rounds from the start position and checks every position met.
   *
   * @param game the game
   * @param seed the seed
   * @param positions how many positions to check
   * @return what was checked
   */
  public static <P extends GamePosition<P>> Counts check(GameDefinition<P> game, long seed, int positions) {
    Notation<P> notation = Notation.forGame(game);
    SplittableRandom random = new SplittableRandom(seed);
    P p = game.start();
    int moves = 0;
    for (int i = 0; i < positions; i++) {
      moves += check(notation, p);
      if (p.isOver()) {
        p = game.start();
      } else {
        p = p.playUnchecked(p.legalMoves().get(random.nextInt(p.legalMoves().size())));
      }
    }
    return new Counts(positions, moves);
  }

  /**
   * Checks one position and its legal moves.
   *
   * @param notation the game's notation
   * @param p the position
   * @return the number of moves checked
   */
  public static <P extends GamePosition<P>> int check(Notation<P> notation, P p) {
    String text = notation.writePosition(p);
    Either<?, P> back = notation.readPosition(text);
    assertEquals(Either.right(p), back, () -> "position text " + text);
    assertEquals(p.hash(), back.get().hash(), text);
    assertEquals(text, notation.writePosition(back.get()));
    int n = 0;
    for (Move m : p.legalMoves()) {
      String full = notation.writeMove(m);
      assertEquals(Either.right(m), notation.readMove(p, full), () -> full + " in " + text);
      String compact = notation.writeMoveCompact(p, m);
      assertEquals(Either.right(m), notation.readMove(p, compact), () -> compact + " in " + text);
      n++;
    }
    return n;
  }
}
