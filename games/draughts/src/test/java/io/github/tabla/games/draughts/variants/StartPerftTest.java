package io.github.tabla.games.draughts.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import io.github.tabla.games.draughts.DraughtsRules;

import io.github.tabla.games.draughts.internal.RulesPerft;
import io.github.tabla.games.draughts.internal.VariantSquares;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every published start-position count of {@code start.perft} for the variants the generator plays, in
 * both capture-route conventions: the counts up to 30 million leaves in the normal build, up to 3 billion
 * in the deep run ({@code -Dtabla.deep=true}).
 */
class StartPerftTest {
  static final Map<String, DraughtsRules> VARIANTS = Map.of("english", DraughtsRules.ENGLISH, "pool",
      DraughtsRules.POOL, "russian", DraughtsRules.RUSSIAN, "brazilian", DraughtsRules.BRAZILIAN, "czech",
      DraughtsRules.CZECH, "spanish", DraughtsRules.SPANISH, "portuguese", DraughtsRules.PORTUGUESE, "italian",
      DraughtsRules.ITALIAN, "international", DraughtsRules.INTERNATIONAL);
  private static final long LIMIT = Boolean.getBoolean("tabla.deep") ? 3_000_000_000L : 30_000_000L;

  /** One table of the file: a variant, a convention, a position and its counts by depth. */
  record Table(String id, String fen, List<long[]> counts) {}

  static List<Table> tables() throws IOException {
    List<Table> tables = new ArrayList<>();
    try (InputStream in = StartPerftTest.class.getResourceAsStream("start.perft")) {
      assertNotNull(in, "start.perft");
      BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      String id = null;
      String fen = null;
      List<long[]> counts = null;
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        if (line.startsWith("id ")) {
          if (id != null) {
            tables.add(new Table(id, fen, counts));
          }
          id = line.substring(3).trim();
          counts = new ArrayList<>();
        } else if (line.startsWith("epd ")) {
          fen = line.substring(4).trim();
        } else if (line.startsWith("perft ")) {
          String[] w = line.trim().split("\\s+");
          // the deepest English counts pass a long: they are kept as "too many" and never run
          java.math.BigInteger leaves = new java.math.BigInteger(w[2]);
          counts.add(new long[] {Long.parseLong(w[1]),
              leaves.bitLength() < 63 ? leaves.longValueExact() : Long.MAX_VALUE});
        }
      }
      if (id != null) {
        tables.add(new Table(id, fen, counts));
      }
    }
    return tables;
  }

  /** White's pieces, Black's, the kings and whether White is to move, from a PDN FEN in a variant's names. */
  static long[] parse(DraughtsRules rules, String fen) {
    VariantSquares squares = new VariantSquares(rules);
    String[] parts = fen.split(":");
    long[] s = new long[4];
    s[3] = parts[0].equals("W") ? 1 : 0;
    for (int i = 1; i < parts.length; i++) {
      int side = parts[i].charAt(0) == 'W' ? 0 : 1;
      for (String name : parts[i].substring(1).split(",")) {
        boolean king = name.startsWith("K");
        int bit = squares.bit(king ? name.substring(1) : name);
        if (bit < 0) {
          throw new IllegalArgumentException("no square " + name + " in " + rules.id());
        }
        s[side] |= 1L << bit;
        if (king) {
          s[2] |= 1L << bit;
        }
      }
    }
    return s;
  }

  @TestFactory
  Stream<DynamicTest> everyPublishedCountTheBuildAffords() throws IOException {
    List<DynamicTest> tests = new ArrayList<>();
    for (Table t : tables()) {
      boolean distinct = t.id().endsWith("-distinct");
      String variant = distinct ? t.id().substring(0, t.id().length() - "-distinct".length()) : t.id();
      DraughtsRules rules = VARIANTS.get(variant);
      if (rules == null) {
        continue;
      }
      for (long[] c : t.counts()) {
        if (c[1] > LIMIT) {
          continue;
        }
        int depth = (int) c[0];
        long expected = c[1];
        tests.add(DynamicTest.dynamicTest(t.id() + " depth " + depth, () -> {
          long[] s = parse(rules, t.fen());
          RulesPerft perft = new RulesPerft(RulesGenerators.of(rules, distinct));
          assertEquals(expected, perft.bulk(s[0], s[1], s[2], s[3] == 1, depth), t.id() + " depth " + depth);
        }));
      }
    }
    return tests.stream();
  }
}
