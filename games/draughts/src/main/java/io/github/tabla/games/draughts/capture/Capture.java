package io.github.tabla.games.draughts.capture;

import org.apiguardian.api.API;
import io.vavr.collection.Array;
import java.util.Objects;

/**
 * What the capture priorities look at in one complete capture: how many pieces it takes, whether a
 * king or a man captures, and at which jumps it takes kings (ID-10).
 *
 * <p>Jumps are numbered from 1: in {@code 30x21x14x5} the piece on 26 is taken at jump 1, the one on 18
 * at jump 2, the one on 10 at jump 3. The number of kings taken is the number of king jumps.
 *
 * <pre>{@code
 * Capture a = Capture.of(3, true, 1, 2);   // a king takes 3 pieces, kings at jumps 1 and 2
 * Capture b = Capture.of(3, true, 1, 3);
 * a.kingsTaken();                          // 2
 * CapturePriority.ITALIAN.compare(a, b);   // negative: a comes first (ID-10.4)
 * }</pre>
 *
 * @param piecesTaken how many pieces the capture takes, at least 1
 * @param byKing whether the capturing piece is a king (rather than a man)
 * @param kingJumps the jump numbers at which kings are taken, strictly increasing, each from 1 to
 *     {@code piecesTaken}
 */
@API(status = API.Status.STABLE, since = "0.1")
public record Capture(int piecesTaken, boolean byKing, Array<Integer> kingJumps) {

  /**
   * Checks that the description is possible.
   *
   * @param piecesTaken the pieces taken
   * @param byKing whether a king captures
   * @param kingJumps the king jumps
   * @throws IllegalArgumentException when no piece is taken or a king jump is out of order or out of
   *     range
   */
  public Capture {
    Objects.requireNonNull(kingJumps, "kingJumps");
    if (piecesTaken < 1) {
      throw new IllegalArgumentException("a capture takes at least one piece, got " + piecesTaken);
    }
    int previous = 0;
    for (int j : kingJumps) {
      if (j <= previous || j > piecesTaken) {
        throw new IllegalArgumentException("king jumps must increase strictly within 1.." + piecesTaken
            + ", got " + kingJumps.mkString("[", ", ", "]"));
      }
      previous = j;
    }
  }

  /**
   * A capture description.
   *
   * @param piecesTaken the pieces taken, at least 1
   * @param byKing whether a king captures
   * @param kingJumps the jump numbers at which kings are taken, increasing
   * @return the description
   * @throws IllegalArgumentException when the numbers are impossible
   */
  public static Capture of(int piecesTaken, boolean byKing, int... kingJumps) {
    Integer[] boxed = new Integer[kingJumps.length];
    for (int i = 0; i < kingJumps.length; i++) {
      boxed[i] = kingJumps[i];
    }
    return new Capture(piecesTaken, byKing, Array.of(boxed));
  }

  /**
   * How many kings the capture takes.
   *
   * @return the number of king jumps
   */
  public int kingsTaken() {
    return kingJumps.size();
  }

  /**
   * A short readable form, for example {@code "king takes 3, kings at jumps [1, 2]"}.
   *
   * @return the description
   */
  @Override
  public String toString() {
    return (byKing ? "king" : "man") + " takes " + piecesTaken
        + (kingJumps.isEmpty() ? "" : ", kings at jumps " + kingJumps.mkString("[", ", ", "]"));
  }
}
