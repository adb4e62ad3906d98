package io.github.tabla.benchmarks.draughts;

import io.github.tabla.core.robot.Cancellation;
import io.github.tabla.games.draughts.internal.EndgameTables;
import io.github.tabla.games.draughts.internal.WinDrawLoss;
import io.github.tabla.games.draughts.robot.Bitbases;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.zip.Deflater;
import java.util.zip.GZIPOutputStream;

/**
 * Makes the win/draw/loss bitbases of Italian draughts ({@code WinDrawLoss}) from the library's own
 * endgame tables, writes them to a file (compressed with gzip when its name ends in {@code .gz}) and
 * prints their sizes, the times, and the cost of a probe. The file shipped in {@code tabla-draughts-bitbases}
 * is this program's output for five pieces; the making is deterministic, so the file made again holds the
 * same bytes once uncompressed ({@code gunzip -c}; the compressed bytes may differ with the zlib a JDK
 * uses).
 *
 * <pre>
 * java -Xmx3g -cp benchmarks/target/benchmarks.jar io.github.tabla.benchmarks.draughts.DraughtsBitbases 5 \
 *     games/draughts-bitbases/src/main/resources/io/github/tabla/games/draughts/bitbases/wdl5.bin.gz
 * </pre>
 */
public final class DraughtsBitbases {
  private DraughtsBitbases() {}

  /**
   * Makes, writes and measures the bitbases.
   *
   * @param args pieces (default 5), the file to write (default {@code wdl<pieces>.bin})
   * @throws IOException when the file cannot be written
   */
  public static void main(String[] args) throws IOException {
    int pieces = args.length > 0 ? Integer.parseInt(args[0]) : 5;
    Path out = Path.of(args.length > 1 ? args[1] : "wdl" + pieces + ".bin");
    long t0 = System.nanoTime();
    EndgameTables dtw = EndgameTables.generate(pieces, new Cancellation());
    long t1 = System.nanoTime();
    System.out.printf(Locale.ROOT, "distance tables of %d pieces: %.1f s, %d indices, %.1f MB%n", pieces,
        (t1 - t0) / 1e9, dtw.bytes(), dtw.bytes() / 1e6);
    WinDrawLoss wdl = WinDrawLoss.of(dtw);
    long t2 = System.nanoTime();
    byte[] file = wdl.write();
    if (out.getFileName().toString().endsWith(".gz")) {
      ByteArrayOutputStream compressed = new ByteArrayOutputStream();
      try (GZIPOutputStream gzip = new GZIPOutputStream(compressed, 1 << 16) {
        {
          def.setLevel(Deflater.BEST_COMPRESSION);
        }
      }) {
        gzip.write(file);
      }
      Files.write(out, compressed.toByteArray());
      long t = System.nanoTime();
      Bitbases again = Bitbases.read(new ByteArrayInputStream(compressed.toByteArray()));
      System.out.printf(Locale.ROOT, "gzip: %d bytes (%.2f MB, %.3f bits an index), read back, inflated and checked"
          + " in %.2f s (%s)%n", compressed.size(), compressed.size() / 1e6, 8.0 * compressed.size() / wdl.indices(),
          (System.nanoTime() - t) / 1e9, again);
    } else {
      Files.write(out, file);
    }
    System.out.printf(Locale.ROOT, "bitbases: %.1f s to compress, %d indices, %d bytes in memory (%.2f MB), file %s"
        + " %d bytes (%.2f MB): %.3f bits an index (2 bits uncompressed: %.1f MB)%n", (t2 - t1) / 1e9,
        wdl.indices(), wdl.bytes(), wdl.bytes() / 1e6, out, file.length, file.length / 1e6,
        8.0 * file.length / wdl.indices(), wdl.indices() / 4e6);
    long t3 = System.nanoTime();
    WinDrawLoss back = WinDrawLoss.read(new ByteArrayInputStream(file));
    System.out.printf(Locale.ROOT, "read back and checked whole: %.2f s%n", (System.nanoTime() - t3) / 1e9);
    // every probe agrees with the distance tables on a sample of positions, and what a probe costs
    SplittableRandom random = new SplittableRandom(5L);
    int[][] sample = new int[200_000][];
    int n = 0;
    while (n < sample.length) {
      int[] p = FitPositions.random(random, 2 + random.nextInt(pieces - 1));
      if (p != null) {
        sample[n++] = p;
      }
    }
    long disagree = 0;
    for (int[] p : sample) {
      int v = dtw.probe(p[0], p[1], p[2], p[3] == 1);
      int expected = v == EndgameTables.DRAW ? WinDrawLoss.DRAW : EndgameTables.isWin(v) ? WinDrawLoss.WIN
          : WinDrawLoss.LOSS;
      disagree += back.probe(p[0], p[1], p[2], p[3] == 1) == expected ? 0 : 1;
    }
    System.out.printf(Locale.ROOT, "%d random positions of 2 to %d pieces: %d disagree with the distance tables%n",
        sample.length, pieces, disagree);
    long sink = 0;
    for (int round = 0; round < 5; round++) {
      long s = System.nanoTime();
      for (int[] p : sample) {
        sink += back.probe(p[0], p[1], p[2], p[3] == 1);
      }
      System.out.printf(Locale.ROOT, "probe: %.0f ns (round %d)%n", (System.nanoTime() - s) / (double) sample.length,
          round + 1);
    }
    System.out.println("(checksum " + sink + ")");
  }

  /** Random placements of pieces, for the sample. */
  static final class FitPositions {
    private FitPositions() {}

    /** {@code {white, black, kings, whiteToMove}} with a piece a side, or {@code null}. */
    static int[] random(SplittableRandom random, int pieces) {
      int white = 0;
      int black = 0;
      int kings = 0;
      int occupied = 0;
      for (int i = 0; i < pieces; i++) {
        boolean isWhite = i == 0 || i > 1 && random.nextBoolean();
        boolean king = random.nextBoolean();
        int sq = random.nextInt(32);
        if ((occupied & 1 << sq) != 0 || !king && (isWhite ? sq < 4 : sq > 27)) {
          return null;
        }
        occupied |= 1 << sq;
        if (isWhite) {
          white |= 1 << sq;
        } else {
          black |= 1 << sq;
        }
        if (king) {
          kings |= 1 << sq;
        }
      }
      return new int[] {white, black, kings, random.nextBoolean() ? 1 : 0};
    }
  }
}
