package io.github.tabla.benchmarks;

import io.github.tabla.core.Side;
import io.github.tabla.games.draughts.DraughtsRules;
import io.github.tabla.games.draughts.internal.Geometry;
import io.github.tabla.games.draughts.internal.Layout;
import io.github.tabla.games.draughts.internal.Perft;

import io.github.tabla.games.draughts.variants.RulesGenerators;
import io.github.tabla.games.draughts.internal.RulesPerft;
import io.github.tabla.games.draughts.internal.WidePerft;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * Start-position perft of every variant on the rules-driven generator, in leaves per second of thread
 * CPU time (the median of the measured runs after a warm-up), with the Italian game's own kernel beside
 * it. The depth of each variant is given so that the figures compare with another engine's at the same
 * depth.
 *
 * <pre>
 * java [-Dtabla.convention=routes|distinct|kernel|made] [-Dtabla.position=kings] \
 *     -cp benchmarks/target/benchmarks.jar io.github.tabla.benchmarks.VariantsPerftCpuTime [runs] [variant=depth ...]
 * </pre>
 *
 * <p>{@code made} measures the variant games' kernels ({@code DraughtsVariant}) with every move made, as
 * a search makes them (the game's move identity, the kernel's incremental keys), and for Italian the
 * Italian game's own kernel through the same loop.
 *
 * <p>{@code -Dtabla.position=kings} counts from a position with kings instead of the start
 * ({@link #withKings}), for the kings' searches, which the start's first plies never reach.
 *
 * <p>{@code -Dtabla.generator=wide} counts with the generator of boards of more than 64 squares
 * ({@code WideGenerator}, square by square), which plays every variant: 12×12 always counts with it.
 *
 * <p>One convention a JVM ({@code -Dtabla.convention}) keeps the generator's profile to one set of rules:
 * the figures of a JVM that ran several variants or conventions are lower for all but the first.
 */
public final class VariantsPerftCpuTime {
  private VariantsPerftCpuTime() {}

  /** The variants and their default depths. */
  static final List<DraughtsRules> VARIANTS = List.of(DraughtsRules.ENGLISH, DraughtsRules.POOL,
      DraughtsRules.RUSSIAN, DraughtsRules.BRAZILIAN, DraughtsRules.CZECH, DraughtsRules.SPANISH,
      DraughtsRules.PORTUGUESE, DraughtsRules.ITALIAN, DraughtsRules.THAI, DraughtsRules.INTERNATIONAL,
      DraughtsRules.FRISIAN, DraughtsRules.TURKISH, DraughtsRules.CANADIAN);

  /**
   * Runs the measurements and prints one line per figure.
   *
   * @param args the number of measured runs (default 7), then {@code variant=depth} pairs to measure
   *     instead of every variant at its default depth
   */
  public static void main(String[] args) {
    int runs = args.length > 0 ? Integer.parseInt(args[0]) : 7;
    List<String> only = args.length > 1 ? Arrays.asList(args).subList(1, args.length) : List.of();
    for (DraughtsRules rules : VARIANTS) {
      // Thai draughts' eight men a side open the game up: its tree grows faster
      int depth = rules.size() >= 10 || rules.menRows() < 3 ? 8 : 10;
      if (!only.isEmpty()) {
        // "international=10" names international-draughts: a variant by the start of its id
        String chosen = only.stream().filter(a -> a.indexOf('=') > 0 && rules.id().startsWith(a.substring(0,
            a.indexOf('=')))).findFirst().orElse(null);
        if (chosen == null) {
          continue;
        }
        depth = Integer.parseInt(chosen.substring(chosen.indexOf('=') + 1));
      }
      int d = depth;
      String convention = System.getProperty("tabla.convention", "both");
      if (convention.equals("made")) {
        io.github.tabla.games.draughts.DraughtsVariant game = io.github.tabla.games.draughts.DraughtsVariant.of(rules);
        io.github.tabla.core.kernel.Kernel kernel = game.kernel().get().kernel();
        long[] stack = new long[kernel.stateWords() * (d + 1)];
        game.kernel().get().write(game.start(), stack, 0);
        long[][] moves = new long[d][kernel.maxMoves()];
        measure(rules.id() + " (the game's kernel, every leaf made) depth " + d, runs,
            () -> made(kernel, stack, 0, moves, d));
        if (rules == DraughtsRules.ITALIAN) {
          // the Italian game's own kernel through the same loop
          io.github.tabla.games.draughts.ItalianDraughts italian = new io.github.tabla.games.draughts.ItalianDraughts();
          io.github.tabla.core.kernel.Kernel own = italian.kernel().get().kernel();
          long[] ownStack = new long[own.stateWords() * (d + 1)];
          italian.kernel().get().write(italian.start(), ownStack, 0);
          long[][] ownMoves = new long[d][own.maxMoves()];
          measure("italian (the Italian game's own kernel, every leaf made) depth " + d, runs,
              () -> made(own, ownStack, 0, ownMoves, d));
        }
        continue;
      }
      for (boolean distinct : new boolean[] {false, true}) {
        if (convention.equals(distinct ? "routes" : "distinct") || convention.equals("kernel")) {
          continue;
        }
        if (rules.size() > 10 || System.getProperty("tabla.generator", "").equals("wide")) {
          WidePerft wide = new WidePerft(RulesGenerators.wide(rules, distinct));
          long[] words = WidePerft.start(rules);
          boolean whiteFirst = rules.firstToMove() == Side.WHITE;
          measure(rules.id() + (distinct ? "-distinct" : "") + " (wide generator) depth " + d, runs,
              () -> wide.bulk(words, whiteFirst, d));
          continue;
        }
        RulesPerft perft = new RulesPerft(RulesGenerators.of(rules, distinct));
        boolean kings = System.getProperty("tabla.position", "start").equals("kings");
        long[] start = kings ? withKings(rules) : start(rules);
        long kingSet = kings ? start[2] : 0L;
        boolean whiteFirst = kings || rules.firstToMove() == Side.WHITE;
        measure(rules.id() + (distinct ? "-distinct" : "") + (kings ? " with kings" : "") + " depth " + d, runs,
            () -> perft.bulk(start[0], start[1], kingSet, whiteFirst, d));
      }
      if (rules == DraughtsRules.ITALIAN && (convention.equals("both") || convention.equals("kernel"))) {
        Perft kernel = new Perft();
        measure("italian (the game's kernel) depth " + d, runs,
            () -> kernel.bulk(Geometry.WHITE_START, Geometry.BLACK_START, 0, true, d));
      }
    }
  }

  // a perft that makes every move, as a search does
  private static long made(io.github.tabla.core.kernel.Kernel kernel, long[] stack, int at, long[][] moves,
      int depth) {
    if (depth == 0) {
      return 1L;
    }
    long[] list = moves[depth - 1];
    int n = kernel.moves(stack, at, list, 0);
    int next = at + kernel.stateWords();
    long leaves = 0L;
    for (int i = 0; i < n; i++) {
      kernel.make(stack, at, list[i], stack, next);
      leaves += made(kernel, stack, next, moves, depth - 1);
    }
    return leaves;
  }

  /**
   * A variant's start: its rows of men on each side.
   *
   * @param rules the rules
   * @return White's men and Black's, in the generator's bits
   */
  static long[] start(DraughtsRules rules) {
    Layout l = Layout.of(rules);
    int first = rules.firstMenRow();
    return new long[] {l.rows(rules.size() - first - rules.menRows(), rules.menRows()), l.rows(first, rules.menRows())};
  }

  /**
   * A position with kings, White to move: each side's men on its two back rows, and on the two middle
   * rows, counting their squares from the top left, kings on the first and fourth (White's) and the second
   * and sixth (Black's). On 8×8 that is White's men a1 to h2 and kings a5, g5, Black's men a7 to h8 and
   * kings c5, d4; on 10×10, White's men 41 to 50 and kings 21, 24, Black's men 1 to 10 and kings 22, 26.
   *
   * @param rules the rules
   * @return White's pieces, Black's and the kings, in the generator's bits
   */
  static long[] withKings(DraughtsRules rules) {
    int n = rules.size();
    Layout l = Layout.of(rules);
    long middle = l.rows(n / 2 - 1, 2);
    long[] nth = new long[6];
    for (int i = 0; i < nth.length; i++) {
      nth[i] = Long.lowestOneBit(middle);
      middle &= middle - 1;
    }
    long whiteKings = nth[0] | nth[3];
    long blackKings = nth[1] | nth[5];
    return new long[] {l.rows(n - 2, 2) | whiteKings, l.rows(0, 2) | blackKings, whiteKings | blackKings};
  }

  private static void measure(String name, int runs, LongSupplier work) {
    long leaves = work.getAsLong();
    DraughtsPerftCpuTime.measure(String.format(Locale.ROOT, "%s (%,d leaves)", name, leaves), runs, leaves, work);
  }
}
