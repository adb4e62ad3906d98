package io.github.tabla.games.draughts.robot;

import io.github.tabla.core.Side;
import io.github.tabla.core.robot.SharedTable;
import io.github.tabla.games.draughts.DraughtsPosition;
import io.github.tabla.games.draughts.internal.WinDrawLoss;
import io.vavr.control.Option;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.PushbackInputStream;
import java.io.UncheckedIOException;
import java.util.Objects;
import java.util.ServiceLoader;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipException;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

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
 * <p>The five-piece bitbases are shipped ready made in the optional artifact
 * {@code io.github.tabla:tabla-draughts-bitbases} (6.4 MB, 18 MB once loaded): with it on the class or
 * module path, {@link #installed()} finds them and the strongest level uses them.
 *
 * <pre>{@code
 * Bitbases bitbases = Bitbases.generate(5);        // minutes; or Bitbases.read(in) from a file written before
 * Option<EndgameValue.Result> r = bitbases.probe(position);   // Some(WIN), Some(DRAW), Some(LOSS) or None
 * }</pre>
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class Bitbases {
  private static final SharedTable<Option<Bitbases>> INSTALLED =
      SharedTable.of("installed bitbases", Bitbases::loadInstalled);

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
   * The bitbases an artifact on the class or module path provides ({@link BitbasesProvider}), shared by
   * every Robot of the program and loaded the first time one needs them (the five-piece ones of
   * {@code tabla-draughts-bitbases} in a fifth of a second). None when no artifact provides any; when
   * several do, those with the most pieces.
   *
   * <pre>{@code
   * Option<Bitbases> five = Bitbases.installed().get().getOrElse(Option.none());   // waits for the loading
   * }</pre>
   *
   * @return the shared, lazily loaded bitbases
   */
  public static SharedTable<Option<Bitbases>> installed() {
    return INSTALLED;
  }

  private static Option<Bitbases> loadInstalled() {
    // iterated, not streamed: ServiceLoader.stream() is not on Android
    @Nullable BitbasesProvider best = null;
    for (BitbasesProvider provider : ServiceLoader.load(BitbasesProvider.class, Bitbases.class.getClassLoader())) {
      if (best == null || provider.maxPieces() > best.maxPieces()) {
        best = provider;
      }
    }
    return best == null ? Option.none() : Option.some(best.load());
  }

  /**
   * Reads bitbases from a file written by {@link #write()} (or the benchmarks' {@code DraughtsBitbases}),
   * plain or compressed with gzip, checking them whole.
   *
   * @param in the file, read to its end and not closed
   * @return the bitbases
   * @throws IllegalArgumentException when it is no such file, is cut short or is corrupt (the message says
   *     which)
   * @throws UncheckedIOException when reading fails
   */
  public static Bitbases read(InputStream in) {
    Objects.requireNonNull(in, "in");
    try {
      PushbackInputStream peek = new PushbackInputStream(in, 2);
      int first = peek.read();
      int second = first < 0 ? -1 : peek.read();
      if (second >= 0) {
        peek.unread(second);
      }
      if (first >= 0) {
        peek.unread(first);
      }
      boolean gzip = first == 0x1f && second == 0x8b;
      return new Bitbases(WinDrawLoss.read(gzip ? new GZIPInputStream(peek, 1 << 16) : peek));
    } catch (UncheckedIOException e) {
      // a broken deflate stream, met while the file is read
      if (e.getCause() instanceof ZipException) {
        throw damagedCompression(e.getCause());
      }
      throw e;
    } catch (ZipException | EOFException e) {
      // a gzip header that is broken or cut short
      throw damagedCompression(e);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static IllegalArgumentException damagedCompression(Throwable cause) {
    return new IllegalArgumentException("a corrupt or cut short compressed win/draw/loss file: "
        + cause.getMessage(), cause);
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
