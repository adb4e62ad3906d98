package io.github.tabla.games.draughts.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Side;
import io.github.tabla.games.draughts.DraughtsRules;
import io.github.tabla.games.draughts.capture.Capture;
import io.github.tabla.games.draughts.capture.CapturePriority;
import io.github.tabla.games.draughts.capture.Criterion;

import io.github.tabla.games.draughts.internal.RulesMoves;
import io.github.tabla.games.draughts.internal.VariantSquares;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The rules value: the variants' constants, the builder's checks and a variant of a user's own. */
class DraughtsRulesTest {
  @Test
  void theVariantsSayWhatTheirPagesSay() {
    assertEquals(Side.BLACK, DraughtsRules.ENGLISH.firstToMove());
    assertEquals(DraughtsRules.KingRange.SHORT, DraughtsRules.ENGLISH.kingRange());
    assertEquals(DraughtsRules.FarRowInCapture.CROWNED_GOES_ON_AS_KING, DraughtsRules.RUSSIAN.farRowInCapture());
    assertEquals(DraughtsRules.Numbering.FROM_WHITES_SIDE, DraughtsRules.SPANISH.numbering());
    assertEquals(false, DraughtsRules.ITALIAN.menCaptureKings());
    assertEquals(DraughtsRules.MoveIdentity.ROUTES, DraughtsRules.ITALIAN.moveIdentity());
    assertEquals(10, DraughtsRules.INTERNATIONAL.size());
    assertEquals(4, DraughtsRules.INTERNATIONAL.menRows());
    assertEquals(50, DraughtsRules.INTERNATIONAL.squares());
    assertEquals("CZ-10.1", DraughtsRules.CZECH.capturePriority().criteria().head().ruleId());
    assertEquals("with-king", DraughtsRules.CZECH.capturePriority().criteria().head().name());
  }

  @Test
  void squareNamesFollowEachNumbering() {
    VariantSquares spanish = new VariantSquares(DraughtsRules.SPANISH);
    VariantSquares italian = new VariantSquares(DraughtsRules.ITALIAN);
    VariantSquares english = new VariantSquares(DraughtsRules.ENGLISH);
    VariantSquares russian = new VariantSquares(DraughtsRules.RUSSIAN);
    VariantSquares international = new VariantSquares(DraughtsRules.INTERNATIONAL);
    // Spanish 1 = h1 and Italian 32 = h1: the same corner square of the same (a1 light) board
    assertEquals(italian.bit("32"), spanish.bit("1"));
    assertEquals(italian.bit("1"), spanish.bit("32"));
    // English 29 = a1 = Russian a1, English 1 = b8
    assertEquals(english.bit("29"), russian.bit("a1"));
    assertEquals(english.bit("1"), russian.bit("b8"));
    assertEquals(-1, russian.bit("a2"));
    assertEquals(-1, english.bit("33"));
    assertEquals("46", international.name(international.bit("46")));
    assertThrows(IllegalArgumentException.class, () -> international.name(63));
  }

  @Test
  void theBuilderRejectsWhatNoGameCanBe() {
    DraughtsRules.Builder b = DraughtsRules.builder();
    assertThrows(IllegalArgumentException.class, () -> b.id("Has Capitals"));
    assertThrows(IllegalArgumentException.class, () -> b.id(""));
    assertThrows(IllegalArgumentException.class, () -> b.name(" "));
    assertThrows(IllegalArgumentException.class, () -> b.size(14));
    assertThrows(IllegalArgumentException.class, () -> b.size(9));
    assertThrows(IllegalArgumentException.class, () -> b.menRows(0));
    assertThrows(IllegalArgumentException.class, () -> b.rulePrefix("x1"));
    assertThrows(NullPointerException.class, () -> b.capturePriority(null));
    assertThrows(IllegalArgumentException.class, () -> new DraughtsRules.DrawRules(1, 0));
    assertThrows(IllegalArgumentException.class, () -> new DraughtsRules.DrawRules(3, -1));
    assertThrows(IllegalArgumentException.class, () -> new DraughtsRules.EndgameLimit(0, 5));
    assertThrows(IllegalArgumentException.class, () -> new DraughtsRules.EndgameLimit(3, 1001));
    assertThrows(IllegalArgumentException.class, () -> new DraughtsRules.DrawRules(3, 25,
        java.util.List.of(new DraughtsRules.EndgameLimit(2, 5), new DraughtsRules.EndgameLimit(2, 7))));
    // the limits are kept by their pieces: the first a side does not exceed applies
    DraughtsRules.DrawRules fmjd = new DraughtsRules.DrawRules(3, 25,
        java.util.List.of(new DraughtsRules.EndgameLimit(3, 16), new DraughtsRules.EndgameLimit(2, 5)));
    assertEquals(DraughtsRules.INTERNATIONAL.drawRules(), fmjd);
    assertEquals(5, fmjd.endgameMoves(1));
    assertEquals(5, fmjd.endgameMoves(2));
    assertEquals(16, fmjd.endgameMoves(3));
    assertEquals(0, fmjd.endgameMoves(4));
    assertEquals(java.util.List.of(), new DraughtsRules.DrawRules(3, 40).endgameLimits());
    // a limit for kings alone holds only when the stronger side has no man
    DraughtsRules.DrawRules frisian = DraughtsRules.FRISIAN.drawRules();
    assertEquals(2, frisian.endgameMoves(1, true));
    assertEquals(7, frisian.endgameMoves(2, true));
    assertEquals(0, frisian.endgameMoves(2, false));
    assertEquals(0, frisian.endgameMoves(3, true));
    assertEquals(5, fmjd.endgameMoves(2, true), "a limit for any pieces holds for kings alone too");
    // a king's moves in a row: 0 (none) to 9, part of the value
    assertEquals(0, DraughtsRules.INTERNATIONAL.kingMoveLimit());
    assertEquals(3, DraughtsRules.FRISIAN.kingMoveLimit());
    assertThrows(IllegalArgumentException.class, () -> b.kingMoveLimit(-1));
    assertThrows(IllegalArgumentException.class, () -> b.kingMoveLimit(10));
    DraughtsRules noLimit = DraughtsRules.FRISIAN.toBuilder().kingMoveLimit(0).build();
    assertNotEquals(DraughtsRules.FRISIAN, noLimit);
    assertNotEquals(DraughtsRules.FRISIAN.hashCode(), noLimit.hashCode());
    assertEquals(DraughtsRules.FRISIAN, noLimit.toBuilder().kingMoveLimit(3).build());
    assertTrue(DraughtsRules.FRISIAN.toString().contains("at most 3 times in a row"), DraughtsRules.FRISIAN.toString());
    IllegalStateException noId = assertThrows(IllegalStateException.class, () -> DraughtsRules.builder().build());
    assertTrue(noId.getMessage().contains("id"), noId.getMessage());
    IllegalStateException rows = assertThrows(IllegalStateException.class,
        () -> DraughtsRules.builder().id("x").name("X").size(8).menRows(4).build());
    assertTrue(rows.getMessage().contains("at most 3 rows"), rows.getMessage());
    assertThrows(NullPointerException.class, () -> b.captureLines(null));
    IllegalStateException lines = assertThrows(IllegalStateException.class,
        () -> DraughtsRules.ITALIAN.toBuilder().id("x").name("X")
            .captureLines(DraughtsRules.CaptureLines.DIAGONAL_AND_ORTHOGONAL).build());
    assertTrue(lines.getMessage().contains("FORWARD_AND_BACKWARD"), lines.getMessage());
  }

  @Test
  void piecesMayCaptureAlongFilesAndRanksToo() {
    assertEquals(DraughtsRules.CaptureLines.DIAGONAL, DraughtsRules.INTERNATIONAL.captureLines());
    DraughtsRules lines = DraughtsRules.FRISIAN;
    assertEquals(DraughtsRules.CaptureLines.DIAGONAL_AND_ORTHOGONAL, lines.captureLines());
    assertEquals(lines, lines.toBuilder().build());
    assertNotEquals(lines, lines.toBuilder().captureLines(DraughtsRules.CaptureLines.DIAGONAL).build());
    assertTrue(lines.toString().contains("DIAGONAL_AND_ORTHOGONAL"), lines.toString());

    // White's man on 33 (f4) jumps the man on 32 (d4), two squares to its left on its row, onto 31 (b4), or
    // the man on 23 (f6), two squares straight up, onto 13 (f8)
    VariantSquares squares = new VariantSquares(lines);
    long white = 1L << squares.bit("33");
    long black = 1L << squares.bit("32") | 1L << squares.bit("23") | 1L << squares.bit("3");
    RulesMoves moves = new RulesMoves();
    java.util.TreeSet<String> found = new java.util.TreeSet<>();
    int n = RulesGenerators.of(lines).generate(white, black, 0L, true, moves);
    for (int i = 0; i < n; i++) {
      found.add(squares.name(moves.from(i)) + "x" + squares.name(moves.to(i)));
    }
    assertEquals(java.util.Set.of("33x31", "33x13"), found);
    assertEquals(2, RulesGenerators.of(DraughtsRules.INTERNATIONAL).generate(white, black, 0L, true, moves),
        "along the diagonals only, the same man steps to 28 or 29");
    assertEquals(0L, moves.captured(0));
  }

  @Test
  void piecesMayGoAlongFilesAndRanksOnlyOnEverySquare() {
    DraughtsRules turkish = DraughtsRules.TURKISH;
    assertEquals(DraughtsRules.CaptureLines.ORTHOGONAL, turkish.captureLines());
    assertEquals(64, turkish.squares());
    assertEquals(2, turkish.menRows());
    assertEquals(1, turkish.firstMenRow());
    assertEquals(0, DraughtsRules.ENGLISH.firstMenRow());
    assertFalse(turkish.captureTurnsBack());
    assertTrue(DraughtsRules.THAI.captureTurnsBack());
    assertEquals(turkish, turkish.toBuilder().build());
    assertEquals(turkish.hashCode(), turkish.toBuilder().build().hashCode());
    assertNotEquals(turkish, turkish.toBuilder().captureTurnsBack(true).build());
    assertNotEquals(turkish, turkish.toBuilder().firstMenRow(0).build());
    assertTrue(turkish.toString().contains("no turning back") && turkish.toString().contains("from row 2"),
        turkish.toString());
    // the rows of men by default fill the side's half but the two middle rows, from its first row
    assertEquals(2, DraughtsRules.builder().id("x").name("X").firstMenRow(1).build().menRows());
    assertThrows(IllegalArgumentException.class, () -> DraughtsRules.builder().firstMenRow(4));
    assertThrows(IllegalArgumentException.class, () -> DraughtsRules.builder().firstMenRow(-1));
    IllegalStateException rows = assertThrows(IllegalStateException.class,
        () -> turkish.toBuilder().firstMenRow(2).build());
    assertTrue(rows.getMessage().contains("rows 3 to 4"), rows.getMessage());
    IllegalStateException ten = assertThrows(IllegalStateException.class, () -> turkish.toBuilder().size(10).build());
    assertTrue(ten.getMessage().contains("8×8"), ten.getMessage());
    IllegalStateException numbered = assertThrows(IllegalStateException.class,
        () -> turkish.toBuilder().numbering(DraughtsRules.Numbering.FROM_BLACKS_SIDE).build());
    assertTrue(numbered.getMessage().contains("ALGEBRAIC"), numbered.getMessage());
    IllegalStateException corner = assertThrows(IllegalStateException.class,
        () -> turkish.toBuilder().leftCornerPlayable(false).build());
    assertTrue(corner.getMessage().contains("leftCornerPlayable(true)"), corner.getMessage());

    // every square is named a1 to h8; a man on d4 steps forward or sideways, and jumps so
    VariantSquares squares = new VariantSquares(turkish);
    assertEquals("a1", squares.name(squares.bit("a1")));
    assertTrue(squares.bit("a2") >= 0 && squares.bit("b2") >= 0, "both colours play");
    long white = 1L << squares.bit("d4");
    long black = 1L << squares.bit("h8");
    RulesMoves moves = new RulesMoves();
    java.util.TreeSet<String> found = new java.util.TreeSet<>();
    int n = RulesGenerators.of(turkish).generate(white, black, 0L, true, moves);
    for (int i = 0; i < n; i++) {
      found.add(squares.name(moves.from(i)) + "-" + squares.name(moves.to(i)));
    }
    assertEquals(java.util.Set.of("d4-c4", "d4-d5", "d4-e4"), found);
    assertEquals(3, RulesGenerators.of(turkish).countSteps(white, black, 0L, true));
    // the full board has no diagonals: a diagonal step leaves a set in place (the generator relies on it)
    io.github.tabla.games.draughts.internal.Layout full = io.github.tabla.games.draughts.internal.Layout.full();
    for (int d = 0; d < 4; d++) {
      assertEquals(white | black, full.step(d, white | black), "direction " + d);
    }
    assertEquals(1L << squares.bit("c4"), full.step(io.github.tabla.games.draughts.internal.Layout.LEFT, white));
  }

  @Test
  void aVariantOfYourOwnIsAValueLikeAnyOther() {
    DraughtsRules mine = DraughtsRules.ITALIAN.toBuilder().id("italian-back").name("Italian, men capture backwards")
        .manCaptures(DraughtsRules.ManCaptures.FORWARD_AND_BACKWARD).build();
    assertEquals(DraughtsRules.ManCaptures.FORWARD_AND_BACKWARD, mine.manCaptures());
    assertEquals(DraughtsRules.ITALIAN.capturePriority().criteria(), mine.capturePriority().criteria());
    assertNotEquals(DraughtsRules.ITALIAN, mine);
    assertEquals(mine, mine.toBuilder().build());
    assertEquals(mine.hashCode(), mine.toBuilder().build().hashCode());
    assertTrue(mine.toString().contains("italian-back"), mine.toString());
    // a 10×10 board from an 8×8 variant gets the 10×10 rows of men unless they were chosen
    assertEquals(4, DraughtsRules.BRAZILIAN.toBuilder().id("big").name("Big").size(10).build().menRows());
    assertEquals("BIG", DraughtsRules.builder().id("big-1").name("Big").build().rulePrefix());

    // a man captures backwards in it: White's man on 22 (d3) takes the black man on 26 (c2), landing on 29
    VariantSquares squares = new VariantSquares(mine);
    long white = 1L << squares.bit("22");
    long black = 1L << squares.bit("26") | 1L << squares.bit("1");
    RulesMoves moves = new RulesMoves();
    assertEquals(1, RulesGenerators.of(mine).generate(white, black, 0L, true, moves));
    assertEquals("29", squares.name(moves.to(0)));
    assertEquals(2, RulesGenerators.of(DraughtsRules.ITALIAN).generate(white, black, 0L, true, moves),
        "in Italian draughts the same man only steps");
    assertEquals(0L, moves.captured(0));
  }

  @Test
  void aCriterionOfYourOwnRanksCapturesByItsComparator() {
    // "the capture that takes the fewest pieces": no built-in key, so the comparator decides
    Criterion fewest = Criterion.of("fewest-pieces", "MY-1", "my.capture.fewest-pieces",
        Comparator.comparingInt(Capture::piecesTaken));
    DraughtsRules mine = DraughtsRules.BRAZILIAN.toBuilder().id("fewest").name("Fewest")
        .capturePriority(CapturePriority.of(fewest)).build();
    VariantSquares squares = new VariantSquares(mine);
    // White's man on c3 can take d4 and then f6 (two pieces), or b4 (one piece)
    long white = bits(squares, "c3");
    long black = bits(squares, "d4", "f6", "b4", "h8");
    RulesMoves moves = new RulesMoves();
    RulesGenerators.of(DraughtsRules.BRAZILIAN).generate(white, black, 0L, true, moves);
    assertEquals(List.of("c3-g7:2"), describe(squares, moves), "the majority rule takes two");
    RulesGenerators.of(mine).generate(white, black, 0L, true, moves);
    assertEquals(List.of("c3-a5:1"), describe(squares, moves), "the fewest-pieces rule takes one");
  }

  private static long bits(VariantSquares squares, String... names) {
    long b = 0L;
    for (String n : names) {
      b |= 1L << squares.bit(n);
    }
    return b;
  }

  private static List<String> describe(VariantSquares squares, RulesMoves moves) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < moves.size(); i++) {
      out.add(squares.name(moves.from(i)) + "-" + squares.name(moves.to(i)) + ":" + Long.bitCount(moves.captured(i)));
    }
    out.sort(null);
    return out;
  }
}
