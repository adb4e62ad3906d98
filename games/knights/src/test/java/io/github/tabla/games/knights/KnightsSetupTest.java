package io.github.tabla.games.knights;

import static io.github.tabla.games.knights.Text.setup;
import static io.github.tabla.games.knights.Text.sq;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.FieldValues;
import io.github.tabla.core.Localizable;
import io.github.tabla.core.Piece;
import io.github.tabla.core.Role;
import io.github.tabla.core.RuleId;
import io.github.tabla.core.Setup;
import io.github.tabla.core.SetupCode;
import io.github.tabla.core.SetupProblem;
import io.github.tabla.core.Side;
import io.github.tabla.core.SquareSet;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/** Setup validation: every problem is found, all at once, each with its code and rule. */
class KnightsSetupTest {
  private static final KnightsGame GAME = KnightsGame.standard();

  private static Seq<SetupProblem> problems(Setup s) {
    return GAME.fromSetup(s).getError();
  }

  private static Seq<String> codes(Setup s) {
    return problems(s).map(SetupProblem::code);
  }

  @Test
  void theStartRoundTrips_andTheKnightFieldsMayBeLeftOut() {
    KnightsPosition start = GAME.start();
    assertEquals(start, GAME.fromSetup(start.toSetup()).get());
    assertEquals(start, GAME.fromSetup(setup("r1bqNbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQnBNR w")).get());
    assertEquals(start, GAME.fromSetup(setup("r1bqNbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQnBNR w - - 0 0")).get());
  }

  @Test
  void aRacingKnightOnItsStaticKnightsSquare_isNamedByItsField() {
    // Black captured White's static knight on g1 and White's racing knight went there later
    Setup s = setup("r1bq1bnr/pppppppp/8/8/8/4n3/PPPPPPPP/R1BQ1BNR w g1 e3 4 4");
    KnightsPosition p = GAME.fromSetup(s).get();
    assertEquals(sq("g1"), p.racingKnight(Side.WHITE));
    assertEquals(13, p.staticPieces(Side.WHITE).size());
    assertEquals(p, GAME.fromSetup(p.toSetup()).get());
    // without the field the knight on g1 is taken for the static one, and the racing knight is missing
    assertEquals(Array.of("knights.setup.knight-missing"),
        codes(setup("r1bq1bnr/pppppppp/8/8/8/4n3/PPPPPPPP/R1BQ1BNR w - e3 4 4")));
  }

  @Test
  void kn2_aRacingKnightMissing() {
    Seq<SetupProblem> found = problems(setup("r1bq1bnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQnBNR w - e1 0 0"));
    assertEquals(Array.of("knights.setup.knight-missing"), found.map(SetupProblem::code));
    assertEquals("KN-2", found.head().ruleId());
    assertEquals(Array.of(Side.WHITE, "white-knight"), found.head().arguments());
  }

  @Test
  void kn2_aKnightFieldNamingAnEmptySquare() {
    Seq<SetupProblem> found = problems(setup("r1bqNbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQnBNR w e8 e2 0 0"));
    assertTrue(found.map(SetupProblem::code).contains("knights.setup.knight-not-there"));
    assertEquals(SquareSet.of(sq("e2")),
        found.find(p -> p.code().equals("knights.setup.knight-not-there")).get().squares());
  }

  @Test
  void kn2_twoCandidateRacingKnights_areAmbiguous() {
    Seq<String> found = codes(setup("r1bqNbnr/pppppppp/8/8/3N4/8/PPPPPPPP/R1BQnBNR w - e1 0 0"));
    assertTrue(found.contains("knights.setup.knight-ambiguous"), found.toString());
  }

  @Test
  void kn2_staticPiecesStandOnlyOnTheirStartSquares_asTheRightPiece() {
    // a white pawn on e4, a black bishop on d8 (the queen's square), a king
    Seq<SetupProblem> found = problems(setup("r1bbNbnr/pppppppp/8/8/4P3/8/PPPP1PPP/R1BQnBNK w e8 e1 0 0"));
    Seq<SetupProblem> outOfPlace = found.filter(p -> p.code().equals("knights.setup.static-out-of-place"));
    assertEquals(SquareSet.of(sq("e4"), sq("d8"), sq("h1")),
        SquareSet.ofAll(outOfPlace.flatMap(SetupProblem::squares)));
    assertTrue(outOfPlace.forAll(p -> p.ruleId().equals("KN-2")));
    assertTrue(outOfPlace.exists(p -> p.arguments().equals(Array.of(sq("d8"), Piece.of(Side.BLACK, Role.BISHOP)))));
  }

  @Test
  void kn5_aRacingKnightOnItsOwnPiece() {
    Setup s = setup("r1bqNbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQnBNR w e8 e1 0 0")
        .withField("white-knight", "d1").withPiece(sq("d1"), Piece.of(Side.WHITE, Role.KNIGHT));
    assertTrue(codes(s).contains("knights.setup.knight-on-own-piece"), codes(s).toString());
  }

  @Test
  void kn4_aRacingKnightSharingASquareWithAnEnemyPiece() {
    Setup s = setup("r1bq1bnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQnBNR w c7 e1 1 1")
        .withPiece(sq("c7"), Piece.of(Side.WHITE, Role.KNIGHT));
    assertTrue(codes(s).contains("knights.setup.knight-on-target"), codes(s).toString());
  }

  @Test
  void kn5_bothKnightsOnOneSquare() {
    Setup s = setup("r1bq1bnr/pppppppp/8/8/3N4/8/PPPPPPPP/R1BQ1BNR w d4 d4 4 4")
        .withPiece(sq("d4"), Piece.of(Side.BLACK, Role.KNIGHT));
    assertEquals(Array.of("knights.setup.knights-share-square"), codes(s));
  }

  @Test
  void kn1_twoPiecesOnOneSquare() {
    Setup s = GAME.start().toSetup().withPiece(sq("a2"), Piece.of(Side.WHITE, Role.PAWN));
    Seq<String> found = codes(s);
    assertTrue(found.contains("setup.two-pieces"), found.toString());
    assertTrue(found.contains("knights.setup.too-many-pieces"), found.toString());
  }

  @Test
  void kn1_theGameHasNoItems() {
    Setup s = GAME.start().toSetup().withItems(SquareSet.of(sq("d4")));
    assertEquals(Array.of("knights.setup.items"), codes(s));
  }

  @Test
  void kn7_turnCountsMustFitTheSideToMove() {
    assertEquals(Array.of(SetupProblem.of(SetupCode.TURN_ORDER, RuleId.of("KN-7"), SquareSet.empty(), 0, 0,
        Side.BLACK)), problems(setup("r1bqNbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQnBNR b e8 e1 0 0")));
    SetupProblem whiteAhead = problems(setup("r1bqNbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQnBNR w e8 e1 3 2")).single();
    assertEquals(SetupCode.TURN_ORDER.key(), whiteAhead.code());
    assertEquals(Option.some(RuleId.of("KN-7")), whiteAhead.rule());
    assertEquals(Array.of(3, 2, Side.WHITE, "KN-7"), whiteAhead.arguments());
  }

  @Test
  void kn10_capturesCannotOutnumberTurns() {
    Seq<SetupProblem> found = problems(setup("r1bq1bnr/8/8/8/3N4/8/PPPPPPPP/R1BQnBNR w d4 e1 5 5"));
    assertEquals(Array.of("knights.setup.captures-exceed-turns"), found.map(SetupProblem::code));
    assertEquals(Array.of(Side.WHITE, 8, 5), found.head().arguments());
  }

  @Test
  void kn9_blackFinishedWithBlackToMove_isImpossible() {
    Seq<String> found = codes(setup("r7/7p/5N2/8/8/8/8/n7 b f6 a1 21 20"));
    assertEquals(Array.of("knights.setup.finished-out-of-turn"), found);
  }

  @Test
  void kn12_turnsBeyondTheSafetyLimit() {
    KnightsGame limited = KnightsGame.withSafetyLimit(10);
    Setup s = setup("r1bqNbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQnBNR w e8 e1 11 11");
    assertEquals(Array.of("knights.setup.beyond-limit"), limited.fromSetup(s).getError().map(SetupProblem::code));
    assertTrue(GAME.fromSetup(s).isValid());
  }

  @Test
  void unreadableAndUnknownFields() {
    Setup s = GAME.start().toSetup().withField("white-turns", "x").withField("black-knight", "z9")
        .withField("colour", "blue");
    assertEquals(Array.of(
        SetupProblem.of(SetupCode.UNKNOWN_FIELD, "colour"),
        SetupProblem.of(SetupCode.BAD_FIELD, RuleId.of("KN-10"), SquareSet.empty(), "white-turns", "x",
            Localizable.of(FieldValues.WHOLE_NUMBER_FROM, 0)),
        SetupProblem.of(SetupCode.BAD_FIELD, RuleId.of("KN-2"), SquareSet.empty(), "black-knight", "z9",
            Localizable.of(FieldValues.SQUARE_OR_DASH, sq("a1"), sq("h8")))), problems(s));
  }

  @Test
  void kn10_kn12_withASafetyLimitATurnCountIsAtMostTheLimit() {
    Setup s = GAME.start().toSetup().withField("black-turns", "many");
    SetupProblem field = KnightsGame.withSafetyLimit(200).fromSetup(s).getError().single();
    assertEquals(Array.of("black-turns", "many", Localizable.of(FieldValues.WHOLE_NUMBER, 0, 200)), field.arguments());
    assertEquals(Option.some(RuleId.of("KN-10")), field.rule());
  }

  @Test
  void everyProblemIsReportedAtOnce() {
    Setup s = setup("r1bbNbnr/pppppppp/8/8/4P3/8/PPPP1PPP/R1BQ2NR b e8 e2 x 0").withItems(SquareSet.of(sq("d5")));
    Seq<String> found = codes(s);
    assertTrue(found.containsAll(Array.of("knights.setup.items", SetupCode.BAD_FIELD.key(),
        "knights.setup.knight-not-there", "knights.setup.static-out-of-place")), found.toString());
  }
}
