package io.github.tabla.games.draughts.robot;

import io.github.tabla.core.Side;
import io.github.tabla.games.draughts.DraughtsPosition;
import io.github.tabla.games.draughts.internal.WinDrawLoss;
import io.vavr.control.Option;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Objects;
import org.apiguardian.api.API;

/**
 * Win/draw/loss bitbases of Italian draughts: whether the side to move wins, draws or loses every
 * position of up to five pieces under ID-12 (a side with no piece or no move on its turn has lost),
 * without the distance that {@link Endgames} keeps. They are made by the library's own retrograde
 * analysis (the same as {@link Endgames}', the distances dropped) and compressed: positions with a capture
 * to play, which a probe answers through the captures (ID-8), take the value before them, and runs of
 * equal values are stored by blocks. A Robot given them ({@link DraughtsRobot#withBitbases}) knows which
 * positions beyond its four-piece tables are won, drawn or lost; {@code docs/benchmarks.md} has their
 * sizes, the time to make them and what they are worth in matches.
 *
 * <p>A win here is a win under ID-12: the no-progress draw (ID-13.3) may still come first, which is why
 * the Robot takes it as a strong advantage, not as a proved result; a draw is a draw under every rule.
 * Bitbases are immutable and safe to share between threads.
 *
 * <pre>{@code
 * Bitbases bitbases = Bitbases.generate(5);        // minutes; or Bitbases.read(in) from a file written before
 * Option<EndgameValue.Result> r = bitbases.probe(position);   // Some(WIN), Some(DRAW), Some(LOSS) or None
 * }</pre>
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class Bitbases {
  private final WinDrawLoss bitbases;

  private Bitbases(WinDrawLoss bitbases) {
    this.bitbases = bitbases;
  }

  /**
   * Makes the bitbases of every position with up to a number of pieces, from endgame tables made for
   * it and then dropped. Five pieces take about four minutes of one core and 600 MB while they are made
   * ({@code docs/benchmarks.md}); the bitbases then take about 18 MB. Make them once and keep them
   * ({@link #write()}, {@link #read}).
   *
   * @param maxPieces 2 to 5
   * @return the bitbases
   * @throws IllegalArgumentException when {@code maxPieces} is out of range
   */
  public static Bitbases generate(int maxPieces) {
    return of(Endgames.generate(maxPieces));
  }

  /**
   * Bitbases made from endgame tables, for as many pieces as they hold.
   *
   * @param tables the tables
   * @return the bitbases
   */
  public static Bitbases of(Endgames tables) {
    Objects.requireNonNull(tables, "tables");
    return new Bitbases(WinDrawLoss.of(tables.kernel()));
  }

  /**
   * Reads bitbases from a file written by {@link #write()} (or the benchmarks' {@code DraughtsBitbases}),
   * checking them whole.
   *
   * @param in the file, read to its end and not closed
   * @return the bitbases
   * @throws IllegalArgumentException when it is no such file, is cut short or is corrupt (the message says
   *     which)
   * @throws UncheckedIOException when reading fails
   */
  public static Bitbases read(InputStream in) {
    Objects.requireNonNull(in, "in");
    return new Bitbases(WinDrawLoss.read(in));
  }

  /**
   * These bitbases as a file that {@link #read} takes back.
   *
   * @return the bytes
   */
  public byte[] write() {
    return bitbases.write();
  }

  WinDrawLoss kernel() {
    return bitbases;
  }

  /**
   * The most pieces a position may have to be in the bitbases.
   *
   * @return the number of pieces
   */
  public int maxPieces() {
    return bitbases.maxPieces();
  }

  /**
   * The memory the compressed bitbases take.
   *
   * @return bytes
   */
  public long bytes() {
    return bitbases.bytes();
  }

  /**
   * The result of a position for its side to move under ID-12.
   *
   * @param position any position
   * @return its result, or none when it has more pieces than the bitbases hold or its game is over
   */
  public Option<EndgameValue.Result> probe(DraughtsPosition position) {
    Objects.requireNonNull(position, "position");
    if (position.pieces(Side.WHITE).size() + position.pieces(Side.BLACK).size() > bitbases.maxPieces()
        || position.isOver()) {
      return Option.none();
    }
    int[] bits = Bits.of(position);
    int v = bitbases.probe(bits[0], bits[1], bits[2], position.sideToMove() == Side.WHITE);
    return switch (v) {
      case WinDrawLoss.WIN -> Option.some(EndgameValue.Result.WIN);
      case WinDrawLoss.LOSS -> Option.some(EndgameValue.Result.LOSS);
      case WinDrawLoss.DRAW -> Option.some(EndgameValue.Result.DRAW);
      default -> Option.none();
    };
  }

  @Override
  public String toString() {
    return "Bitbases[" + maxPieces() + " pieces, " + bytes() + " bytes]";
  }
}
