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
 * they share what they prove). Positions the shipped table already holds are kept, and the table is
 * written after each first move, so a run may stop and the next one goes on where it stopped: the
 * standard variant takes about ten minutes on one core, the extra-rook one about two hours. Excluded from
 * the normal build. Run it with
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
    // what the shipped table holds is kept: a run that stops early leaves its work written, and the next
    // run goes on from there
    Map<Long, Integer> values = new TreeMap<>();
    OpeningValues shipped = OpeningValues.parse(Files.readString(RESOURCE, StandardCharsets.UTF_8));
    for (String line : shipped.text().lines().toList()) {
      long key = Long.parseUnsignedLong(line.substring(0, 16), 16);
      values.put(key, shipped.stillToWin(key));
    }
    for (ButtonsGame game : new ButtonsGame[] {ButtonsGame.standard(), ButtonsGame.extraRook()}) {
      ButtonsPosition start = game.start();
      long t0 = System.nanoTime();
      int solved = 0;
      solved += add(values, shipped, start, null);
      for (Move m : start.legalMoves()) {
        ButtonsPosition p = start.playUnchecked(m);
        solved += add(values, shipped, p, null);
        KernelSearch.Session session = ButtonsRobot.ENGINE.withTableEntries(1 << 22).session();
        for (Move reply : p.legalMoves()) {
          solved += add(values, shipped, p.playUnchecked(reply), session);
        }
        write(values);
        System.out.printf(Locale.ROOT, "%s %s: %d positions solved, %d s%n", game.id(), m, solved,
            (System.nanoTime() - t0) / 1_000_000_000L);
      }
    }
    write(values);
  }

  /** Adds a position's value, from the shipped table or solved; returns how many were solved. */
  private static int add(Map<Long, Integer> values, OpeningValues shipped, ButtonsPosition p,
      KernelSearch.Session session) {
    long key = key(p);
    int known = shipped.stillToWin(key);
    if (known != OpeningValues.UNKNOWN) {
      values.put(key, known);
      return 0;
    }
    values.put(key, session == null ? stillToWin(p) : stillToWin(p, session));
    return 1;
  }

  /** Writes the values, sorted and checked as the Robot reads them. */
  private static void write(Map<Long, Integer> values) throws IOException {
    Files.writeString(RESOURCE, OpeningValues.parse(text(values)).text(), StandardCharsets.UTF_8);
  }

  private static String text(Map<Long, Integer> values) {
    StringBuilder text = new StringBuilder();
    values.forEach((key, value) -> text.append(String.format(Locale.ROOT, "%016x %d", key, value)).append('\n'));
    return text.toString();
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
