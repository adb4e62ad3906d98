package io.github.tabla.games.diamonds.internal;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.zip.CRC32;
import java.util.zip.CheckedInputStream;
import java.util.zip.Deflater;
import java.util.zip.Inflater;
import java.util.zip.InflaterInputStream;
import java.util.zip.ZipException;

/**
 * The solved game, as far as a table can hold it: for every arrangement of the two kings and the
 * diamonds, the value of the position for the side to move once the move limit is far enough away,
 * and from how many plies left that is so.
 *
 * <h2>What the retrograde solve found</h2>
 * Write {@code V(r, s)} for the exact value of a state {@code s} (the mover's king, the other king, the
 * diamonds left) with {@code r} plies left in the round: the diamonds the mover will still collect
 * minus those the other side will, under perfect play by both. The solve (see
 * {@code docs/benchmarks.md}) computes {@code V(r, s)} for every state and every {@code r}
 * from 0 upwards, and finds that from {@code r = 37} on the values repeat with period 4:
 * {@code V(r + 4, s) = V(r, s)} for every state. They do not settle to a single value, because a king
 * guarding diamonds by opposition can hold out for ever, and who gets the last step before the move
 * limit then depends on the limit's phase.
 *
 * <p>This table keeps, for each state, the value {@code V(r, s)} for the plies-left counts {@code r}
 * that are multiples of 4 and large enough for the period to have set in for that state, and the
 * smallest such {@code r} (at least {@link #floor()}, rounded to a multiple of 4). Every other value
 * is found by a short exact search down to such a ply (core's engine with {@link SolvedStates}). The
 * start of a round has 80 plies left, a multiple of 4, so its value is in the table.
 *
 * <h2>Format</h2>
 * A resource of the module: a header (magic {@code KDPV}, format version, floor, number of classes,
 * residual offset, canonical pairs, states, CRC-32 of the code stream) and a Deflate stream of one
 * byte per valid state (no diamond under a king), canonical pairs in order and diamond sets in
 * increasing order. Each byte holds the state's class ({@code (exactFrom - floor) / 4}) and its value
 * minus the value of the same kings with the lowest diamond removed, a prediction that makes the
 * stream compress better. {@code TableGenerator} in the module's tests writes it.
 */
public final class SolutionTable {
  /** The file name of the shipped table, next to this class. */
  public static final String RESOURCE = "periodic-values.bin";
  /** The first four bytes of a table. */
  public static final int MAGIC = 0x4B44_5056;
  /** The format version this class reads and writes. */
  public static final int VERSION = 1;
  /** The floor of the shipped table: the plies-left count below which it is never consulted. */
  public static final int DEFAULT_FLOOR = 16;
  /** The largest plies-left count from which a state's value may first be exact: every value is from 40 on. */
  public static final int LAST_EXACT_FROM = 40;

  private final byte[] entries;
  private final int floor;

  private SolutionTable(byte[] entries, int floor) {
    this.entries = entries;
    this.floor = floor;
  }

  /**
   * Reads the table shipped with the module (about 30 MB in memory, a few hundred milliseconds). The
   * game keeps one, made on first use, in {@code PerfectPlay}.
   *
   * @return the table
   * @throws IllegalStateException when the resource is missing or damaged (a packaging error)
   * @throws java.io.UncheckedIOException when the resource cannot be read
   */
  public static SolutionTable load() {
    try (InputStream in = SolutionTable.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException("the solved table " + RESOURCE + " is missing from tabla-diamonds");
      }
      return decode(in);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the solved table " + RESOURCE, e);
    }
  }

  /**
   * The plies-left count below which the table never answers.
   *
   * @return a multiple of 4
   */
  public int floor() {
    return floor;
  }

  /**
   * The table entry of a state.
   *
   * @param mover the square of the king to move
   * @param other the square of the other king, not next to the mover's
   * @param set the diamonds left as a field set, none under a king
   * @return the entry, to be read with {@link #value(int)} and {@link #exactFrom(int)}
   */
  public int entry(int mover, int other, int set) {
    return entries[Symmetry.tableIndex(mover, other, set)];
  }

  /**
   * The value an entry holds: what the mover gains more than the other side from here, under perfect
   * play, when the plies left are a multiple of 4 and at least {@link #exactFrom(int)}.
   *
   * @param entry an entry
   * @return the value, -16..15
   */
  public static int value(int entry) {
    return entry << 27 >> 27;
  }

  /**
   * The smallest plies-left count, a multiple of 4, from which an entry's value is exact.
   *
   * @param entry an entry
   * @return at least {@link #floor()}
   */
  public int exactFrom(int entry) {
    return floor + 4 * (entry >>> 5 & 7);
  }

  /**
   * Whether a state's value for some plies left is in the table.
   *
   * @param entry the state's entry
   * @param plies the plies left
   * @return {@code true} when {@code plies} is a multiple of 4 and at least {@link #exactFrom(int)}
   */
  public boolean knows(int entry, int plies) {
    return (plies & 3) == 0 && plies >= floor + 4 * (entry >>> 5 & 7);
  }

  /**
   * Whether a diamond set leaves the two squares of a canonical pair free.
   *
   * @param pair a canonical pair
   * @param set a field set
   * @return {@code true} when no diamond lies under either king
   */
  public static boolean valid(int pair, int set) {
    return free(Symmetry.canonicalMover(pair), set) && free(Symmetry.canonicalOther(pair), set);
  }

  /** The field bits under the two kings of a canonical pair. */
  private static int kingBits(int pair) {
    int bits = 0;
    int mover = Board.fieldBit(Symmetry.canonicalMover(pair));
    int other = Board.fieldBit(Symmetry.canonicalOther(pair));
    if (mover >= 0) {
      bits |= 1 << mover;
    }
    if (other >= 0) {
      bits |= 1 << other;
    }
    return bits;
  }

  private static boolean free(int square, int set) {
    int bit = Board.fieldBit(square);
    return bit < 0 || (set >>> bit & 1) == 0;
  }

  /**
   * Writes a table.
   *
   * @param values the periodic value of every state, indexed {@code pair * 65536 + set} in the
   *     canonical frame; entries of invalid states are ignored
   * @param exactFrom the smallest multiple of 4, at least {@code floor}, from which each value is exact
   * @param floor the floor, a multiple of 4
   * @return the encoded table
   * @throws IllegalArgumentException when a value or class does not fit the format
   */
  public static byte[] encode(byte[] values, byte[] exactFrom, int floor) {
    if ((floor & 3) != 0 || floor < 12 || floor > LAST_EXACT_FROM) {
      throw new IllegalArgumentException("the floor must be a multiple of 4 from 12 to 40, got " + floor);
    }
    int classes = (LAST_EXACT_FROM - floor) / 4 + 1;
    int offset = 0;
    for (int pair = 0; pair < Symmetry.PAIRS; pair++) {
      int base = pair * 65536;
      for (int set = 1; set < 65536; set++) {
        if (valid(pair, set)) {
          offset = Math.max(offset, Math.abs(values[base + set] - values[base + (set & set - 1)]));
        }
      }
    }
    if ((2 * offset + 1) * classes > 256) {
      throw new IllegalArgumentException("values differ by up to " + offset + ", too much for " + classes
          + " classes in a byte");
    }
    byte[] codes = new byte[Symmetry.PAIRS * 65536];
    int states = 0;
    for (int pair = 0; pair < Symmetry.PAIRS; pair++) {
      int base = pair * 65536;
      for (int set = 0; set < 65536; set++) {
        if (!valid(pair, set)) {
          continue;
        }
        int v = values[base + set];
        int predicted = set == 0 ? 0 : values[base + (set & set - 1)];
        int from = exactFrom[base + set];
        if (v < -16 || v > 15 || from < floor || from > LAST_EXACT_FROM || (from & 3) != 0) {
          throw new IllegalArgumentException("state " + pair + "/" + set + " does not fit the format: value " + v
              + ", exact from " + from);
        }
        codes[states++] = (byte) ((v - predicted + offset) * classes + (from - floor) / 4);
      }
    }
    byte[] raw = new byte[states];
    System.arraycopy(codes, 0, raw, 0, states);
    CRC32 crc = new CRC32();
    crc.update(raw);
    Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION);
    deflater.setInput(raw);
    deflater.finish();
    ByteArrayOutputStream out = new ByteArrayOutputStream(1 << 22);
    try (DataOutputStream data = new DataOutputStream(out)) {
      data.writeInt(MAGIC);
      data.writeByte(VERSION);
      data.writeByte(floor);
      data.writeByte(classes);
      data.writeByte(offset);
      data.writeShort(Symmetry.PAIRS);
      data.writeInt(states);
      data.writeInt((int) crc.getValue());
      byte[] buffer = new byte[1 << 16];
      while (!deflater.finished()) {
        int n = deflater.deflate(buffer);
        data.write(buffer, 0, n);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } finally {
      deflater.end();
    }
    return out.toByteArray();
  }

  /**
   * Reads a table.
   *
   * @param in the encoded table
   * @return the table
   * @throws IOException when the stream cannot be read or is not a valid table of this version
   */
  public static SolutionTable decode(InputStream in) throws IOException {
    DataInputStream data = new DataInputStream(in);
    if (data.readInt() != MAGIC) {
      throw new IOException("not a Kings and Diamonds table");
    }
    int version = data.readUnsignedByte();
    int floor = data.readUnsignedByte();
    int classes = data.readUnsignedByte();
    int offset = data.readUnsignedByte();
    int pairs = data.readUnsignedShort();
    int states = data.readInt();
    int expectedCrc = data.readInt();
    if (version != VERSION || pairs != Symmetry.PAIRS || (floor & 3) != 0 || floor < 12
        || classes != (LAST_EXACT_FROM - floor) / 4 + 1 || (2 * offset + 1) * classes > 256) {
      throw new IOException("unsupported table: version " + version + ", floor " + floor + ", classes " + classes
          + ", offset " + offset + ", pairs " + pairs);
    }
    // one division per code, by table
    byte[] residuals = new byte[256];
    byte[] classOf = new byte[256];
    for (int code = 0; code < 256; code++) {
      residuals[code] = (byte) (code / classes - offset);
      classOf[code] = (byte) (code % classes << 5);
    }
    // the codes are read as they are inflated, a buffer at a time, never all at once: the decoded
    // table (30 MB) is then all the memory it takes, and it loads in a small heap
    byte[] entries = new byte[Symmetry.PAIRS * 65536];
    CRC32 crc = new CRC32();
    Inflater inflater = new Inflater();
    // not closed: the stream is the caller's
    InputStream codes = new CheckedInputStream(new InflaterInputStream(data, inflater, 1 << 16), crc);
    try {
      byte[] buffer = new byte[1 << 16];
      int filled = 0;
      int at = 0;
      int next = 0;
      for (int pair = 0; pair < Symmetry.PAIRS; pair++) {
        int base = pair * 65536;
        int kings = kingBits(pair);
        if (next + (65536 >> Integer.bitCount(kings)) > states) {
          throw new IOException("the table has fewer states than the board");
        }
        for (int set = 0; set < 65536; set++) {
          if ((set & kings) != 0) {
            continue;
          }
          if (at == filled) {
            filled = readUpTo(codes, buffer, Math.min(buffer.length, states - next));
            at = 0;
            if (filled == 0) {
              throw new IOException("the table ends after " + next + " of " + states + " states");
            }
          }
          int code = buffer[at++] & 0xFF;
          next++;
          int predicted = entries[base + (set & set - 1)] << 27 >> 27;
          entries[base + set] = (byte) (residuals[code] + predicted & 0x1F | classOf[code]);
        }
      }
      if (next != states) {
        throw new IOException("the table has more states than the board");
      }
    } catch (ZipException e) {
      throw new IOException("the table is damaged", e);
    } finally {
      inflater.end();
    }
    if ((int) crc.getValue() != expectedCrc) {
      throw new IOException("the table is damaged: CRC-32 mismatch");
    }
    return new SolutionTable(entries, floor);
  }

  /** Reads up to {@code length} bytes, fewer only at the end of the stream (InputStream.readNBytes is Java 9+). */
  private static int readUpTo(InputStream in, byte[] buffer, int length) throws IOException {
    int n = 0;
    while (n < length) {
      int read = in.read(buffer, n, length - n);
      if (read < 0) {
        break;
      }
      n += read;
    }
    return n;
  }
}
