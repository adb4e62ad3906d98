package io.github.tabla.games.buttons;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Move;
import io.github.tabla.core.engine.KernelResult;
import io.github.tabla.core.engine.KernelSearch;
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
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Writes the shipped opening values ({@code OpeningValues}): each variant's start and every position after
 * its first and its second move, solved to the end of the round by the engine without the table it writes
 * (MTD(f) from 0, 2^22 entries; the positions after the second move one session a first move, so that
 * they share what they prove). About an hour on one core; excluded from the normal build. Run it with
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
    Map<Long, Integer> values = new TreeMap<>();
    for (ButtonsGame game : new ButtonsGame[] {ButtonsGame.standard(), ButtonsGame.extraRook()}) {
      ButtonsPosition start = game.start();
      long t0 = System.nanoTime();
      int before = values.size();
      values.put(key(start), stillToWin(start));
      for (Move m : start.legalMoves()) {
        ButtonsPosition p = start.playUnchecked(m);
        values.put(key(p), stillToWin(p));
        KernelSearch.Session session = ButtonsRobot.ENGINE.withTableEntries(1 << 22).session();
        for (Move reply : p.legalMoves()) {
          ButtonsPosition q = p.playUnchecked(reply);
          values.put(key(q), stillToWin(q, session));
        }
        System.out.printf(Locale.ROOT, "%s %s: %d positions, %d s%n", game.id(), m, values.size() - before,
            (System.nanoTime() - t0) / 1_000_000_000L);
      }
    }
    StringBuilder text = new StringBuilder();
    values.forEach((key, value) -> text.append(String.format(Locale.ROOT, "%016x %d", key, value)).append('\n'));
    // sorted and checked as the Robot reads it
    Files.writeString(RESOURCE, OpeningValues.parse(text.toString()).text(), StandardCharsets.UTF_8);
  }

  /** {@link #stillToWin(ButtonsPosition)}, in a session shared with other positions. */
  static int stillToWin(ButtonsPosition p, KernelSearch.Session session) {
    if (p.isOver()) {
      return 0;
    }
    long[] state = new long[ButtonsKernel.WORDS];
    ButtonsPosition.BINDING.write(p, state, 0);
    KernelResult solved = session.solveValue(state, 0, 0, Budget.UNLIMITED, new Cancellation());
    assertTrue(solved.exact(), p::toString);
    return solved.score() / Evaluation.BUTTON - p.collected().difference(p.sideToMove());
  }
}
