package io.github.tabla.games.buttons;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Move;
import io.github.tabla.core.engine.KernelResult;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Cancellation;
import io.github.tabla.games.buttons.internal.ButtonsKernel;
import io.github.tabla.games.buttons.internal.Evaluation;
import io.github.tabla.games.buttons.internal.OpeningValues;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Writes the shipped opening values ({@code OpeningValues}): each variant's start and every position after
 * its first move, solved to the end of the round by the engine without the table it writes (MTD(f) from
 * 0, 2^22 entries). About ten minutes on one core; excluded from the normal build. Run it with
 *
 * <pre>
 * ./mvnw -B -o test -pl games/buttons -am -Dtest=OpeningValuesGenerator -Dgroups=generate -Dbuttons.excludedGroups=none -Dsurefire.failIfNoSpecifiedTests=false
 * </pre>
 */
@Tag("generate")
class OpeningValuesGenerator {
  static final Path RESOURCE = Path.of("src/main/resources/io/github/tabla/games/buttons/internal",
      OpeningValues.RESOURCE);

  /** What the side to move of a position will still win more than the other side, solved. */
  static int stillToWin(ButtonsPosition p) {
    long[] state = new long[ButtonsKernel.WORDS];
    ButtonsPosition.BINDING.write(p, state, 0);
    KernelResult solved = ButtonsRobot.ENGINE.withTableEntries(1 << 22)
        .solve(state, 0, 0, Budget.UNLIMITED, new Cancellation());
    assertTrue(solved.exact(), p::toString);
    return solved.score() / Evaluation.BUTTON - p.collected().difference(p.sideToMove());
  }

  static long key(ButtonsPosition p) {
    long[] state = new long[ButtonsKernel.WORDS];
    ButtonsPosition.BINDING.write(p, state, 0);
    return ButtonsKernel.searchKey(state, 0);
  }

  @Test
  void writeTheOpeningValues() throws IOException {
    StringBuilder text = new StringBuilder();
    for (ButtonsGame game : new ButtonsGame[] {ButtonsGame.standard(), ButtonsGame.extraRook()}) {
      ButtonsPosition start = game.start();
      long t0 = System.nanoTime();
      text.append(String.format(Locale.ROOT, "%016x %d", key(start), stillToWin(start))).append('\n');
      for (Move m : start.legalMoves()) {
        ButtonsPosition p = start.playUnchecked(m);
        text.append(String.format(Locale.ROOT, "%016x %d", key(p), stillToWin(p))).append('\n');
      }
      System.out.printf(Locale.ROOT, "%s: %d positions, %d s%n", game.id(), start.legalMoves().size() + 1,
          (System.nanoTime() - t0) / 1_000_000_000L);
    }
    // sorted and checked as the Robot reads it
    Files.writeString(RESOURCE, OpeningValues.parse(text.toString()).text(), StandardCharsets.UTF_8);
  }
}
