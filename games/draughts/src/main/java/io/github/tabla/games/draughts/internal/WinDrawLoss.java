package io.github.tabla.games.draughts.internal;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;
import java.util.zip.CheckedInputStream;
import org.jspecify.annotations.Nullable;

/**
 * Win/draw/loss bitbases of Italian draughts: for every position with up to {@link #maxPieces()} pieces,
 * whether the side to move wins, draws or loses under ID-12 (as {@link EndgameTables}, from which they
 * are made: the same retrograde analysis, the distance dropped), compressed to fit a phone.
 *
 * <h2>Compression</h2>
 * Each material signature keeps the layout of {@link EndgameTables} (one index per arrangement and side
 * to move), with the value written from White's view (White wins, draw, Black wins), so that the two
 * sides to move of one arrangement, next to each other, mostly agree. Indices that are not positions
 * (two men on a square) and positions where the side to move has a capture are "don't care": captures
 * are compulsory (ID-8), so a probe answers them by trying the captures, whose positions have fewer
 * pieces; a don't care takes the value before it, which lengthens the runs. The indices are cut into
 * blocks of {@link #BLOCK} and each block is written as runs, a varint {@code (length - 1) << 2 | value}
 * a run, with the offset of each block kept, so a probe decodes part of one block.
 *
 * <h2>File</h2>
 * {@link #write()} and {@link #read(InputStream)}: the magic {@code TABLAWDL}, a version, the pieces, the
 * block size, the signatures (each with its indices, blocks, block offsets and runs), and a CRC-32 of all
 * that. A file that is not such a file, is cut short, is corrupt or holds runs that do not add up is
 * refused with an {@link IllegalArgumentException} that says what is wrong.
 *
 * <p>Immutable and safe to share between threads; a probe allocates only for a capture.
 */
public final class WinDrawLoss {
  /** The answer for a position the bitbases do not hold (too many pieces). */
  public static final int NOT_FOUND = -1;
  /** The side to move draws. */
  public static final int DRAW = 0;
  /** The side to move wins. */
  public static final int WIN = 1;
  /** The side to move loses. */
  public static final int LOSS = 2;
  /** Indices a block. */
  public static final int BLOCK = 4096;

  private static final byte[] MAGIC = "TABLAWDL".getBytes(StandardCharsets.US_ASCII);
  private static final int VERSION = 1;
  // values from White's view, as stored
  private static final int WHITE_WINS = 1;
  private static final int BLACK_WINS = 2;
  private static final int DONT_CARE = 3;
  /** The largest signature table a file may declare: the five-piece tables are below 40 M indices. */
  private static final int MAX_INDICES = 1 << 27;

  /** One signature: its indices, block offsets into its runs, and the runs. */
  private record Table(int indices, int[] offsets, byte[] runs) {}

  private final int maxPieces;
  private final Table[] tables;
  private final long bytes;

  private WinDrawLoss(int maxPieces, Table[] tables) {
    this.maxPieces = maxPieces;
    this.tables = tables;
    long b = 0;
    for (Table t : tables) {
      if (t != null) {
        b += t.runs().length + 4L * t.offsets().length;
      }
    }
    this.bytes = b;
  }

  /**
   * The bitbases of every position the distance tables hold.
   *
   * @param dtw the distance tables
   * @return the bitbases, with as many pieces
   */
  public static WinDrawLoss of(EndgameTables dtw) {
    Table[] tables = new Table[8 * 8 * 8 * 8];
    int[] decoded = new int[3];
    for (int sig = 0; sig < tables.length; sig++) {
      byte[] t = dtw.table(sig);
      if (t != null) {
        tables[sig] = encode(t, sig >>> 9, (sig >>> 6) & 7, (sig >>> 3) & 7, sig & 7, decoded);
      }
    }
    return new WinDrawLoss(dtw.maxPieces(), tables);
  }

  private static Table encode(byte[] dtw, int wm, int wk, int bm, int bk, int[] decoded) {
    int size = dtw.length;
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int blocks = (size + BLOCK - 1) / BLOCK;
    int[] offsets = new int[blocks];
    int previous = DRAW;
    for (int block = 0; block < blocks; block++) {
      offsets[block] = out.size();
      int end = Math.min(size, (block + 1) * BLOCK);
      int runValue = -1;
      int runLength = 0;
      for (int idx = block * BLOCK; idx < end; idx++) {
        int v = whiteView(dtw, idx, wm, wk, bm, bk, decoded);
        if (v == DONT_CARE) {
          v = runValue >= 0 ? runValue : previous;
        }
        if (v == runValue) {
          runLength++;
        } else {
          if (runLength > 0) {
            varint(out, (runLength - 1) << 2 | runValue);
          }
          runValue = v;
          runLength = 1;
        }
      }
      varint(out, (runLength - 1) << 2 | runValue);
      previous = runValue;
    }
    return new Table(size, offsets, out.toByteArray());
  }

  /** An index's value from White's view, or DONT_CARE. */
  private static int whiteView(byte[] dtw, int idx, int wm, int wk, int bm, int bk, int[] decoded) {
    if (!EndgameTables.decode(idx, wm, wk, bm, bk, decoded)) {
      return DONT_CARE;
    }
    boolean whiteToMove = (idx & 1) == 0;
    if (MoveGenerator.jumpers(decoded[0], decoded[1], decoded[2], whiteToMove) != 0) {
      return DONT_CARE;
    }
    int v = dtw[idx] & 0xFF;
    if (v == EndgameTables.DRAW) {
      return DRAW;
    }
    return EndgameTables.isWin(v) == whiteToMove ? WHITE_WINS : BLACK_WINS;
  }

  private static void varint(ByteArrayOutputStream out, int value) {
    int v = value;
    while ((v & ~0x7F) != 0) {
      out.write((v & 0x7F) | 0x80);
      v >>>= 7;
    }
    out.write(v);
  }

  /**
   * The most pieces a position may have to be in the bitbases.
   *
   * @return the number of pieces
   */
  public int maxPieces() {
    return maxPieces;
  }

  /**
   * The memory the compressed bitbases take: their runs and block offsets.
   *
   * @return bytes
   */
  public long bytes() {
    return bytes;
  }

  /**
   * The number of indices (arrangements times sides to move) the bitbases cover.
   *
   * @return the indices
   */
  public long indices() {
    long n = 0;
    for (Table t : tables) {
      n += t == null ? 0 : t.indices();
    }
    return n;
  }

  /**
   * The value of a position for the side to move. A position where the side to move must capture is
   * answered through its captures (ID-8), a side with no piece has lost (ID-12).
   *
   * @param white White's pieces
   * @param black Black's pieces
   * @param kings the kings of both sides
   * @param whiteToMove whose turn it is
   * @return {@link #NOT_FOUND} when it has more pieces than the bitbases hold (or neither side has a
   *     piece), else {@link #WIN}, {@link #DRAW} or {@link #LOSS}
   */
  public int probe(int white, int black, int kings, boolean whiteToMove) {
    return probe(white, black, kings, whiteToMove, null);
  }

  /** {@link #probe}, the captures listed by the generator of a probe higher up if there is one. */
  private int probe(int white, int black, int kings, boolean whiteToMove, @Nullable MoveGenerator generator) {
    int wn = Integer.bitCount(white);
    int bn = Integer.bitCount(black);
    if (wn + bn > maxPieces || wn + bn == 0) {
      return NOT_FOUND;
    }
    if ((whiteToMove ? wn : bn) == 0) {
      return LOSS;
    }
    if ((whiteToMove ? bn : wn) == 0) {
      return WIN;
    }
    if (MoveGenerator.jumpers(white, black, kings, whiteToMove) != 0) {
      return throughCaptures(white, black, kings, whiteToMove,
          generator == null ? MoveGenerator.ofThisThread() : generator);
    }
    int wk = Integer.bitCount(white & kings);
    int bk = Integer.bitCount(black & kings);
    Table t = tables[EndgameTables.signature(wn - wk, wk, bn - bk, bk)];
    int v = lookup(t, EndgameTables.index(white, black, kings, whiteToMove));
    if (v == DRAW) {
      return DRAW;
    }
    return (v == WHITE_WINS) == whiteToMove ? WIN : LOSS;
  }

  /** The best of the captures: each leads to fewer pieces. */
  private int throughCaptures(int white, int black, int kings, boolean whiteToMove, MoveGenerator generator) {
    MoveList list = new MoveList();
    int n = generator.generate(white, black, kings, whiteToMove, list);
    int best = LOSS;
    for (int i = 0; i < n; i++) {
      long m = list.move(i);
      int w = MoveRules.white(white, m, whiteToMove);
      int b = MoveRules.black(black, m, whiteToMove);
      int child = probe(w, b, MoveRules.kings(kings, m, w, b), !whiteToMove, generator);
      if (child == LOSS) {
        return WIN;
      }
      if (child == DRAW) {
        best = DRAW;
      }
    }
    return best;
  }

  private static int lookup(Table t, int idx) {
    byte[] runs = t.runs();
    int at = t.offsets()[idx / BLOCK];
    int rest = idx % BLOCK;
    while (true) {
      int x = 0;
      int shift = 0;
      int b;
      do {
        b = runs[at++];
        x |= (b & 0x7F) << shift;
        shift += 7;
      } while (b < 0);
      int length = (x >>> 2) + 1;
      if (rest < length) {
        return x & 3;
      }
      rest -= length;
    }
  }

  /**
   * The bitbases as a file (see the class comment).
   *
   * @return the bytes
   */
  public byte[] write() {
    ByteArrayOutputStream bytesOut = new ByteArrayOutputStream();
    try (DataOutputStream out = new DataOutputStream(bytesOut)) {
      out.write(MAGIC);
      out.writeInt(VERSION);
      out.writeInt(maxPieces);
      out.writeInt(BLOCK);
      int count = 0;
      for (Table t : tables) {
        count += t == null ? 0 : 1;
      }
      out.writeInt(count);
      for (int sig = 0; sig < tables.length; sig++) {
        Table t = tables[sig];
        if (t == null) {
          continue;
        }
        out.writeInt(sig);
        out.writeInt(t.indices());
        out.writeInt(t.offsets().length);
        for (int o : t.offsets()) {
          out.writeInt(o);
        }
        out.writeInt(t.runs().length);
        out.write(t.runs());
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    byte[] body = bytesOut.toByteArray();
    CRC32 crc = new CRC32();
    crc.update(body);
    return ByteBuffer.allocate(body.length + 4).put(body).putInt((int) crc.getValue()).array();
  }

  /**
   * Reads bitbases written by {@link #write()}, checking them whole: the magic, the version, every
   * signature's size, the block offsets, that every block's runs cover exactly its indices, and the
   * CRC-32.
   *
   * @param in the file's bytes; read to its end, not closed
   * @return the bitbases
   * @throws IllegalArgumentException when the bytes are not such a file, are cut short or are corrupt
   * @throws UncheckedIOException when reading fails
   */
  public static WinDrawLoss read(InputStream in) {
    // read as a stream, so that loading holds the tables and a small buffer, not the whole file twice
    // (the five-piece file is 18 MB; a phone's heap may be 64 MB)
    CRC32 crc = new CRC32();
    BufferedInputStream buffered = new BufferedInputStream(in, 1 << 16);
    DataInputStream data = new DataInputStream(new CheckedInputStream(buffered, crc));
    try {
      WinDrawLoss read;
      try {
        read = parse(data);
      } catch (IllegalArgumentException e) {
        // a damaged file says so by its checksum first, when it has one to compare
        if (e.getMessage() != null && !e.getMessage().startsWith("not a win/draw/loss file")
            && drainAndCompare(buffered, crc) == 0) {
          throw new IllegalArgumentException("a corrupt win/draw/loss file: its CRC-32 does not match", e);
        }
        throw e;
      }
      int stored;
      try {
        stored = new DataInputStream(buffered).readInt();
      } catch (EOFException e) {
        throw new IllegalArgumentException("a win/draw/loss file cut short before its CRC-32", e);
      }
      if ((int) crc.getValue() != stored) {
        throw new IllegalArgumentException("a corrupt win/draw/loss file: its CRC-32 does not match");
      }
      long extra = 0;
      while (buffered.read() >= 0 && extra < Integer.MAX_VALUE) {
        extra++;
      }
      if (extra > 0) {
        throw new IllegalArgumentException("a win/draw/loss file with " + extra + " bytes too many");
      }
      return read;
    } catch (EOFException e) {
      throw new IllegalArgumentException("a win/draw/loss file cut short", e);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * After a structural fault, reads what is left (at most the largest file) and tells whether the last four
   * bytes are the CRC-32 of the rest: 1 when they are, 0 when the file is damaged, -1 when that cannot be told.
   */
  private static int drainAndCompare(BufferedInputStream buffered, CRC32 crc) throws IOException {
    // the bytes read so far went into the CRC; keep the last four out of it
    byte[] tail = new byte[4];
    int kept = 0;
    long total = 0;
    int b;
    while ((b = buffered.read()) >= 0 && total < MAX_FILE) {
      total++;
      if (kept == 4) {
        crc.update(tail[0]);
        System.arraycopy(tail, 1, tail, 0, 3);
        kept = 3;
      }
      tail[kept++] = (byte) b;
    }
    if (kept < 4) {
      return -1;
    }
    return (int) crc.getValue() == ByteBuffer.wrap(tail).getInt() ? 1 : 0;
  }

  private static final long MAX_FILE = 64L << 20;

  private static WinDrawLoss parse(DataInputStream data) throws IOException {
    byte[] magic = new byte[MAGIC.length];
    int got = 0;
    for (int n; got < magic.length && (n = data.read(magic, got, magic.length - got)) > 0; ) {
      got += n;
    }
    if (got < magic.length) {
      throw new IllegalArgumentException("not a win/draw/loss file: " + got + " bytes");
    }
    if (!java.util.Arrays.equals(magic, MAGIC)) {
      throw new IllegalArgumentException("not a win/draw/loss file: it does not start with TABLAWDL");
    }
    int version = data.readInt();
    if (version != VERSION) {
      throw new IllegalArgumentException("a win/draw/loss file of version " + version + "; this library reads "
          + VERSION);
    }
    int maxPieces = data.readInt();
    if (maxPieces < 2 || maxPieces > EndgameTables.MAX_PIECES) {
      throw new IllegalArgumentException("a win/draw/loss file for " + maxPieces + " pieces");
    }
    int block = data.readInt();
    if (block != BLOCK) {
      throw new IllegalArgumentException("a win/draw/loss file with blocks of " + block + ", not " + BLOCK);
    }
    int count = data.readInt();
    Table[] tables = new Table[8 * 8 * 8 * 8];
    if (count < 0 || count > tables.length) {
      throw new IllegalArgumentException("a win/draw/loss file with " + count + " signatures");
    }
    long runBytes = 0;
    for (int i = 0; i < count; i++) {
      int sig = data.readInt();
      if (sig < 0 || sig >= tables.length || tables[sig] != null) {
        throw new IllegalArgumentException("a win/draw/loss file with a bad or repeated signature " + sig);
      }
      int sigPieces = (sig >>> 9) + ((sig >>> 6) & 7) + ((sig >>> 3) & 7) + (sig & 7);
      if (sigPieces > maxPieces || (sig >>> 9) + ((sig >>> 6) & 7) == 0 || ((sig >>> 3) & 7) + (sig & 7) == 0) {
        throw new IllegalArgumentException("a win/draw/loss file with a signature " + sig + " it cannot hold");
      }
      int indices = data.readInt();
      int expected = EndgameTables.size(sig >>> 9, (sig >>> 6) & 7, (sig >>> 3) & 7, sig & 7);
      if (indices != expected || indices > MAX_INDICES) {
        throw new IllegalArgumentException("a win/draw/loss file whose signature " + sig + " has " + indices
            + " indices, not " + expected);
      }
      int blocks = data.readInt();
      if (blocks != (indices + BLOCK - 1) / BLOCK) {
        throw new IllegalArgumentException("a win/draw/loss file whose signature " + sig + " has " + blocks
            + " blocks for " + indices + " indices");
      }
      int[] offsets = new int[blocks];
      for (int b = 0; b < blocks; b++) {
        offsets[b] = data.readInt();
      }
      int length = data.readInt();
      runBytes += length;
      if (length < 0 || runBytes > MAX_FILE) {
        throw new IllegalArgumentException("a win/draw/loss file over " + (MAX_FILE >> 20) + " MB, or with a"
            + " negative length, in signature " + sig);
      }
      byte[] runs = new byte[length];
      data.readFully(runs);
      Table t = new Table(indices, offsets, runs);
      check(t, sig);
      tables[sig] = t;
    }
    for (int sig = 0; sig < tables.length; sig++) {
      int pieces = (sig >>> 9) + ((sig >>> 6) & 7) + ((sig >>> 3) & 7) + (sig & 7);
      boolean needed = pieces <= maxPieces && (sig >>> 9) + ((sig >>> 6) & 7) > 0
          && ((sig >>> 3) & 7) + (sig & 7) > 0;
      if (needed && tables[sig] == null) {
        throw new IllegalArgumentException("a win/draw/loss file without the signature " + sig);
      }
    }
    return new WinDrawLoss(maxPieces, tables);
  }

  /** Every block's offset is in the runs and its runs cover exactly its indices with values 0 to 2. */
  private static void check(Table t, int sig) {
    byte[] runs = t.runs();
    int[] offsets = t.offsets();
    for (int block = 0; block < offsets.length; block++) {
      int at = offsets[block];
      int end = block + 1 < offsets.length ? offsets[block + 1] : runs.length;
      int want = Math.min(BLOCK, t.indices() - block * BLOCK);
      if (at < 0 || at > end || end > runs.length) {
        throw new IllegalArgumentException("a win/draw/loss file with a bad block offset in signature " + sig);
      }
      long covered = 0;
      while (at < end) {
        long x = 0;
        int shift = 0;
        int b;
        do {
          if (at >= end || shift > 28) {
            throw new IllegalArgumentException("a win/draw/loss file with a broken run in signature " + sig);
          }
          b = runs[at++];
          x |= (long) (b & 0x7F) << shift;
          shift += 7;
        } while (b < 0);
        if ((x & 3) == DONT_CARE) {
          throw new IllegalArgumentException("a win/draw/loss file with a bad value in signature " + sig);
        }
        covered += (x >>> 2) + 1;
      }
      if (covered != want) {
        throw new IllegalArgumentException("a win/draw/loss file whose block " + block + " of signature " + sig
            + " covers " + covered + " indices, not " + want);
      }
    }
  }

  @Override
  public String toString() {
    return "WinDrawLoss[" + maxPieces + " pieces, " + bytes + " bytes]";
  }
}
