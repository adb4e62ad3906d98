package io.github.tabla.games.draughts.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import io.github.tabla.games.draughts.DraughtsRules;

import io.github.tabla.games.draughts.internal.RulesPerft;
import io.github.tabla.games.draughts.internal.VariantSquares;
import io.github.tabla.games.draughts.internal.WideGenerator;
import io.github.tabla.games.draughts.internal.WidePerft;
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
  static final Map<String, DraughtsRules> VARIANTS = variants();
  /**
   * The tables that count both conventions: from Thai draughts' real start no two routes take the same
   * pieces to the same square before depth 11, from Turkish draughts' before depth 7 (the reference
   * computed both and found them equal).
   */
  static final java.util.Set<String> BOTH_CONVENTIONS = java.util.Set.of("thai", "turkish");

  // in the file's order, so that a variant's first table (its real start) is the one a game is checked by
  private static Map<String, DraughtsRules> variants() {
    Map<String, DraughtsRules> m = new java.util.LinkedHashMap<>();
    m.put("english", DraughtsRules.ENGLISH);
    m.put("pool", DraughtsRules.POOL);
    m.put("russian", DraughtsRules.RUSSIAN);
    m.put("brazilian", DraughtsRules.BRAZILIAN);
    m.put("czech", DraughtsRules.CZECH);
    m.put("spanish", DraughtsRules.SPANISH);
    m.put("portuguese", DraughtsRules.PORTUGUESE);
    m.put("italian", DraughtsRules.ITALIAN);
    m.put("thai", DraughtsRules.THAI);
    // DCTL's Thai table starts from twelve men a side, not Thai draughts' eight: the same rules, another start
    m.put("thai-12men", DraughtsRules.THAI);
    m.put("international", DraughtsRules.INTERNATIONAL);
    m.put("frisian", DraughtsRules.FRISIAN);
    m.put("turkish", DraughtsRules.TURKISH);
    m.put("canadian", DraughtsRules.CANADIAN);
    return java.util.Collections.unmodifiableMap(m);
  }

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

  /**
   * White's pieces, Black's and the kings as two words each, then whether White is to move: squares 1..72,
   * the canonical squares 0..71, in the generator's bits.
   */
  static long[] parseWide(WideGenerator g, String fen) {
    String[] parts = fen.split(":");
    long[] s = new long[7];
    s[6] = parts[0].equals("W") ? 1 : 0;
    for (int i = 1; i < parts.length; i++) {
      int side = parts[i].charAt(0) == 'W' ? 0 : 2;
      for (String name : parts[i].substring(1).split(",")) {
        boolean king = name.startsWith("K");
        int square = g.bit(Integer.parseInt(king ? name.substring(1) : name) - 1);
        s[side + (square >> 6)] |= 1L << square;
        if (king) {
          s[4 + (square >> 6)] |= 1L << square;
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
        for (boolean convention : BOTH_CONVENTIONS.contains(t.id()) ? new boolean[] {false, true}
            : new boolean[] {distinct}) {
          String name = t.id() + (convention && !distinct ? " (distinct)" : "") + " depth " + depth;
          tests.add(DynamicTest.dynamicTest(name, () -> {
            if (rules.squares() > 64) {
              // 12×12: the wide generator, squares numbered 1..72 as its canonical squares 0..71
              WideGenerator g = RulesGenerators.wide(rules, convention);
              long[] w = parseWide(g, t.fen());
              WidePerft wide = new WidePerft(g);
              assertEquals(expected, wide.bulk(w[0], w[1], w[2], w[3], w[4], w[5], w[6] == 1, depth), name);
              return;
            }
            long[] s = parse(rules, t.fen());
            RulesPerft perft = new RulesPerft(RulesGenerators.of(rules, convention));
            assertEquals(expected, perft.bulk(s[0], s[1], s[2], s[3] == 1, depth), name);
          }));
        }
      }
    }
    return tests.stream();
  }
}
