package io.github.tabla.games.draughts.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.robot.Cancellation;
import java.io.ByteArrayInputStream;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.zip.CRC32;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The win/draw/loss bitbases against the distance tables they are made from: every position of up to
 * four pieces (capture positions and don't-cares included, answered through their captures) has the same
 * result; the values are consistent with the moves (a win has a move to a loss, a loss has only moves to
 * wins); the file round-trips byte for byte and a damaged file is refused with a message that says how.
 */
class WinDrawLossTest {
  private static EndgameTables tables;
  private static WinDrawLoss bitbases;

  @BeforeAll
  static void make() {
    tables = EndgameTables.generate(4, new Cancellation());
    bitbases = WinDrawLoss.of(tables);
  }

  private static int expected(int dtw) {
    return dtw == EndgameTables.DRAW ? WinDrawLoss.DRAW : EndgameTables.isWin(dtw) ? WinDrawLoss.WIN : WinDrawLoss.LOSS;
  }

  @Test
  void everyPositionOfUpToFourPiecesHasTheDistanceTablesResult() {
    int[] decoded = new int[3];
    long checked = 0;
    for (int sig = 0; sig < 4096; sig++) {
      byte[] t = tables.table(sig);
      if (t == null) {
        continue;
      }
      int wm = sig >>> 9;
      int wk = (sig >>> 6) & 7;
      int bm = (sig >>> 3) & 7;
      int bk = sig & 7;
      for (int idx = 0; idx < t.length; idx++) {
        if (!EndgameTables.decode(idx, wm, wk, bm, bk, decoded)) {
          continue;
        }
        boolean whiteToMove = (idx & 1) == 0;
        int want = expected(t[idx] & 0xFF);
        int got = bitbases.probe(decoded[0], decoded[1], decoded[2], whiteToMove);
        if (want != got) {
          assertEquals(want, got, "signature " + sig + ", index " + idx);
        }
        checked++;
      }
    }
    assertEquals(tables.positions(), checked);
    assertEquals(4, bitbases.maxPieces());
    assertTrue(bitbases.bytes() < tables.bytes() / 8, bitbases + " against " + tables.bytes() + " bytes of distances");
  }

  @Test
  void theValuesAgreeWithTheMoves() {
    SplittableRandom random = new SplittableRandom(21L);
    MoveGenerator generator = new MoveGenerator();
    MoveList list = new MoveList();
    for (int i = 0; i < 20_000; i++) {
      int[] p = EndgameTablesTest.randomPosition(random, 2 + random.nextInt(3));
      boolean wtm = p[3] == 1;
      int v = bitbases.probe(p[0], p[1], p[2], wtm);
      int n = generator.generate(p[0], p[1], p[2], wtm, list);
      boolean toLoss = false;
      boolean allToWins = true;
      for (int m = 0; m < n; m++) {
        long move = list.move(m);
        int w = MoveRules.white(p[0], move, wtm);
        int b = MoveRules.black(p[1], move, wtm);
        int child = bitbases.probe(w, b, MoveRules.kings(p[2], move, w, b), !wtm);
        toLoss |= child == WinDrawLoss.LOSS;
        allToWins &= child == WinDrawLoss.WIN;
      }
      int want = toLoss ? WinDrawLoss.WIN : allToWins ? WinDrawLoss.LOSS : WinDrawLoss.DRAW;
      assertEquals(want, v, Arrays.toString(p));
    }
  }

  @Test
  void aPositionWithTooManyPiecesIsNotFound() {
    int white = 1 << 20 | 1 << 21 | 1 << 22;
    int black = 1 | 1 << 1;
    assertEquals(WinDrawLoss.NOT_FOUND, bitbases.probe(white, black, 0, true));
    // a side with no piece on its turn has lost (ID-12)
    assertEquals(WinDrawLoss.LOSS, bitbases.probe(0, black, 0, true));
  }

  @Test
  void theFileRoundTripsByteForByte() {
    byte[] file = bitbases.write();
    WinDrawLoss back = WinDrawLoss.read(new ByteArrayInputStream(file));
    assertArrayEquals(file, back.write());
    assertEquals(bitbases.bytes(), back.bytes());
    assertEquals(bitbases.indices(), back.indices());
  }

  private static String refusal(byte[] file) {
    return assertThrows(IllegalArgumentException.class, () -> WinDrawLoss.read(new ByteArrayInputStream(file)))
        .getMessage();
  }

  /** The file with its CRC-32 made right again, so that the checks behind the checksum are reached. */
  private static byte[] resealed(byte[] file) {
    CRC32 crc = new CRC32();
    crc.update(file, 0, file.length - 4);
    ByteBuffer.wrap(file, file.length - 4, 4).putInt((int) crc.getValue());
    return file;
  }

  @Test
  void aDamagedFileIsRefusedWithItsReason() {
    byte[] file = bitbases.write();
    assertTrue(refusal(Arrays.copyOf(file, 6)).contains("not a win/draw/loss file: 6 bytes"));
    assertTrue(refusal(Arrays.copyOf(file, 10)).contains("cut short"));
    assertTrue(refusal(Arrays.copyOf(file, file.length / 2)).contains("cut short"));
    assertTrue(refusal(Arrays.copyOf(file, file.length - 2)).contains("cut short before its CRC-32"));
    assertTrue(refusal(Arrays.copyOf(file, file.length + 3)).contains("3 bytes too many"));
    byte[] flipped = file.clone();
    flipped[file.length / 3] ^= 1;
    assertTrue(refusal(flipped).contains("CRC-32"));
    byte[] magic = file.clone();
    magic[0] = 'X';
    assertTrue(refusal(magic).contains("TABLAWDL"));
    byte[] version = file.clone();
    version[11] = 9;
    assertTrue(refusal(resealed(version)).contains("version 9"), refusal(resealed(version)));
    byte[] pieces = file.clone();
    pieces[15] = 9;
    assertTrue(refusal(resealed(pieces)).contains("9 pieces"));
    // a run cut from a block: the runs no longer cover the block's indices
    byte[] runs = file.clone();
    runs[file.length - 6] ^= 0x04;
    String reason = refusal(resealed(runs));
    assertTrue(reason.contains("covers") || reason.contains("run") || reason.contains("value"), reason);
    assertTrue(refusal(new byte[0]).contains("0 bytes"));
  }

  @Test
  void aCaptureIsAnsweredThroughTheCaptures() {
    // White's king on 18 must take Black's man on 14, landing on 11, and then Black has no piece left
    int white = 1 << 17;
    int black = 1 << 13;
    int kings = white;
    assertTrue(MoveGenerator.jumpers(white, black, kings, true) != 0);
    assertEquals(WinDrawLoss.WIN, bitbases.probe(white, black, kings, true));
    assertEquals(expected(tables.probe(white, black, kings, true)), bitbases.probe(white, black, kings, true));
  }
}
