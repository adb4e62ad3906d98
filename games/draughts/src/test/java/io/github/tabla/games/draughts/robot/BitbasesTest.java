package io.github.tabla.games.draughts.robot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Move;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Cancellation;
import io.github.tabla.games.draughts.DraughtsPosition;
import io.vavr.control.Option;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.zip.GZIPOutputStream;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The public bitbases: the same result as the standard endgame tables through the typed API, a file that
 * reads back, a clear refusal of a damaged one, and a Robot that uses them plays legal moves and keeps a
 * won position won.
 */
class BitbasesTest {
  private static final Bitbases FOUR = Bitbases.of(Endgames.standard());

  @Test
  void id12_theBitbasesGiveTheTablesResultThroughTheTypedApi() {
    SplittableRandom random = new SplittableRandom(12L);
    for (int i = 0; i < 300; i++) {
      DraughtsPosition p = TestPositions.random(TestPositions.NO_DRAWS, random, 2 + random.nextInt(3));
      assertEquals(Endgames.standard().probe(p).map(EndgameValue::result), FOUR.probe(p), p::toString);
    }
    assertEquals(4, FOUR.maxPieces());
    assertTrue(FOUR.bytes() > 0 && FOUR.bytes() < Endgames.standard().bytes());
  }

  @Test
  void aFileReadsBackAndADamagedOneIsRefused() {
    byte[] file = FOUR.write();
    assertEquals(FOUR.bytes(), Bitbases.read(new ByteArrayInputStream(file)).bytes());
    file[file.length / 2] ^= 0x10;
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Bitbases.read(new ByteArrayInputStream(file)));
    assertTrue(e.getMessage().contains("CRC-32"), e.getMessage());
  }

  @Test
  void aCompressedFileReadsBackAndADamagedOrCutOneIsRefused() throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (GZIPOutputStream gzip = new GZIPOutputStream(out)) {
      gzip.write(FOUR.write());
    }
    byte[] file = out.toByteArray();
    assertTrue(file.length < FOUR.write().length / 2, () -> file.length + " bytes");
    assertEquals(FOUR.bytes(), Bitbases.read(new ByteArrayInputStream(file)).bytes());
    IllegalArgumentException cut = assertThrows(IllegalArgumentException.class,
        () -> Bitbases.read(new ByteArrayInputStream(Arrays.copyOf(file, file.length / 2))));
    assertTrue(cut.getMessage().contains("cut short"), cut.getMessage());
    byte[] damaged = file.clone();
    damaged[damaged.length / 2] ^= 0x10;
    IllegalArgumentException bad = assertThrows(IllegalArgumentException.class,
        () -> Bitbases.read(new ByteArrayInputStream(damaged)));
    assertTrue(bad.getMessage().contains("corrupt"), bad.getMessage());
    IllegalArgumentException empty = assertThrows(IllegalArgumentException.class,
        () -> Bitbases.read(new ByteArrayInputStream(new byte[0])));
    assertTrue(empty.getMessage().contains("not a win/draw/loss file"), empty.getMessage());
  }

  @Test
  void withNoArtifactOnThePathNoBitbasesAreInstalledAndTheRobotPlaysWithout() {
    assertEquals(Option.none(), Bitbases.installed().get().get());
    assertEquals(Option.none(), DraughtsRobot.of(DraughtsRobot.STRONGEST, 1L).bitbases());
    assertEquals(Option.some(FOUR), DraughtsRobot.of(DraughtsRobot.STRONGEST, 1L).withBitbases(Option.some(FOUR))
        .bitbases());
  }

  @Test
  void aRobotWithBitbasesKeepsAWonPositionWon() {
    DraughtsRobot robot = DraughtsRobot.of(DraughtsRobot.STRONGEST, 3L).withBitbases(Option.some(FOUR));
    assertTrue(robot.toString().contains("Bitbases"), robot.toString());
    SplittableRandom random = new SplittableRandom(13L);
    int won = 0;
    for (int i = 0; i < 40 && won < 10; i++) {
      DraughtsPosition p = TestPositions.random(TestPositions.GAME, random, 4);
      if (FOUR.probe(p).getOrNull() != EndgameValue.Result.WIN) {
        continue;
      }
      won++;
      Move m = robot.choose(p, Budget.ofNodes(20_000), new Cancellation()).move();
      assertTrue(p.legalMoves().contains(m));
      DraughtsPosition after = p.playUnchecked(m);
      assertTrue(after.isOver() || FOUR.probe(after).getOrNull() == EndgameValue.Result.LOSS,
          () -> p + ": " + m + " gives the win away");
    }
    assertTrue(won > 0);
  }
}
