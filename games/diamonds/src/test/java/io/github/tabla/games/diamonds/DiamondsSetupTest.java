package io.github.tabla.games.diamonds;

import static io.github.tabla.games.diamonds.Text.setup;
import static io.github.tabla.games.diamonds.Text.sq;
import static io.github.tabla.games.diamonds.Text.squares;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.FieldValues;
import io.github.tabla.core.Localizable;
import io.github.tabla.core.Messages;
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

/** {@link DiamondsGame#fromSetup}: every problem of a setup, all at once, each with its rule. */
class DiamondsSetupTest {
  private static final DiamondsGame GAME = DiamondsGame.instance();

  private static Seq<SetupProblem> problems(Setup s) {
    return GAME.fromSetup(s).fold(p -> p, p -> Array.empty());
  }

  private static Seq<String> codes(Setup s) {
    return problems(s).map(SetupProblem::code);
  }

  @Test
  void theStartAndEveryPositionOfAGameRoundTrip() {
    DiamondsPosition start = GAME.start();
    assertEquals(start, GAME.fromSetup(start.toSetup()).get());
    assertEquals(start.toSetup(), GAME.fromSetup(start.toSetup()).get().toSetup());
  }

  @Test
  void kd1_aPieceThatIsNotAKing() {
    Setup s = setup("4k3/8/8/3Q4/8/2*5/8/4K3 w 0 0 0 0");
    assertEquals(Array.of(SetupProblem.of("diamonds.setup.not-a-king", "KD-1", squares("d5"), sq("d5"),
        Piece.of(Side.WHITE, Role.QUEEN))), problems(s));
  }

  @Test
  void kd1_eachSideHasExactlyOneKing() {
    assertEquals(Array.of(SetupProblem.of("diamonds.setup.king-count", "KD-1", SquareSet.empty(), Side.BLACK, 0)),
        problems(setup("8/8/8/8/8/2*5/8/4K3 w 0 0 0 0")));
    assertEquals(Array.of(SetupProblem.of("diamonds.setup.king-count", "KD-1", squares("a1", "e1"), Side.WHITE, 2)),
        problems(setup("4k3/8/8/8/8/2*5/8/K3K3 w 0 0 0 0")));
  }

  @Test
  void kd3_kingsOnTheSameSquare() {
    Setup s = setup("8/8/8/8/8/2*5/8/8 w 0 0 0 0")
        .withPiece(sq("e1"), Piece.of(Side.WHITE, Role.KING))
        .withPiece(sq("e1"), Piece.of(Side.BLACK, Role.KING));
    assertEquals(Array.of(SetupProblem.of("diamonds.setup.kings-same-square", "KD-3", squares("e1"), sq("e1"))),
        problems(s));
  }

  @Test
  void twoPiecesOnOneSquare() {
    Setup s = setup("4k3/8/8/8/8/2*5/8/4K3 w 0 0 0 0").withPiece(sq("e1"), Piece.of(Side.WHITE, Role.QUEEN));
    assertEquals(Array.of("diamonds.setup.not-a-king", "setup.two-pieces"), codes(s));
  }

  @Test
  void kd3_kingsNextToEachOther() {
    assertEquals(Array.of(SetupProblem.of("diamonds.setup.kings-adjacent", "KD-3", squares("e4", "e5"), sq("e4"),
        sq("e5"))), problems(setup("8/8/8/4k3/4K3/2*5/8/8 w 0 0 0 0")));
    assertEquals(Array.of("diamonds.setup.kings-adjacent"), codes(setup("8/8/8/5k2/4K3/2*5/8/8 w 0 0 0 0")));
  }

  @Test
  void kd4_aDiamondUnderAKing() {
    Setup s = setup("4k3/8/8/8/8/2*5/8/8 w 0 0 0 0").withPiece(sq("c3"), Piece.of(Side.WHITE, Role.KING));
    assertEquals(Array.of(SetupProblem.of(DiamondsCode.SETUP_DIAMOND_UNDER_KING, squares("c3"), squares("c3"))),
        problems(s));
  }

  @Test
  void kd1_aDiamondOutsideC3F6() {
    SetupProblem outside = problems(setup("4k3/8/6*1/8/8/2*5/8/*3K3 w 0 0 0 0")).single();
    assertEquals(SetupProblem.of(DiamondsCode.SETUP_DIAMOND_OUTSIDE, squares("a1", "g6"), squares("a1", "g6")), outside);
    assertEquals(Option.some(RuleId.of("KD-1")), outside.rule());
    assertEquals("Diamonds lie only on c3..f6, not on a1, g6 (KD-1).", Messages.of(GAME, Messages.ENGLISH).text(outside));
  }

  @Test
  void kd6_movesBeyondTheLimit() {
    assertEquals(Array.of(SetupProblem.of("diamonds.setup.moves-beyond-limit", "KD-6.2", Side.WHITE, 41, 40)),
        problems(setup("4k3/8/8/8/8/2*5/8/4K3 b 41 40 0 0")));
  }

  @Test
  void kd5_theSideToMoveMustFitTheMoveCounts() {
    // White to move needs as many White moves as Black moves; Black to move needs one White move more
    assertTrue(GAME.fromSetup(setup("4k3/8/8/8/8/2*5/8/4K3 w 7 7 0 0")).isValid());
    assertTrue(GAME.fromSetup(setup("4k3/8/8/8/8/2*5/8/4K3 b 8 7 0 0")).isValid());
    SetupProblem whiteAhead = problems(setup("4k3/8/8/8/8/2*5/8/4K3 w 8 7 0 0")).single();
    assertEquals(SetupCode.TURN_ORDER.key(), whiteAhead.code());
    assertEquals(Option.some(RuleId.of("KD-5")), whiteAhead.rule());
    assertEquals(Array.of(8, 7, Side.WHITE, "KD-5"), whiteAhead.arguments());
    assertEquals(Array.of(SetupCode.TURN_ORDER.key()), codes(setup("4k3/8/8/8/8/2*5/8/4K3 b 7 7 0 0")));
    assertEquals(Array.of(SetupCode.TURN_ORDER.key()), codes(setup("4k3/8/8/8/8/2*5/8/4K3 w 7 8 0 0")));
  }

  @Test
  void kd1_pointsAndDiamondsLeftCannotExceedSixteen() {
    assertEquals(Array.of(SetupProblem.of("diamonds.setup.too-many-diamonds", "KD-1", squares("c3", "d3"), 9, 6, 2,
        16)), problems(setup("4k3/8/8/8/8/2**4/8/4K3 w 20 20 9 6")));
    assertTrue(GAME.fromSetup(setup("4k3/8/8/8/8/2**4/8/4K3 w 20 20 8 6")).isValid());
  }

  @Test
  void kd4_pointsCannotExceedMoves() {
    assertEquals(Array.of(SetupProblem.of("diamonds.setup.points-beyond-moves", "KD-4", Side.BLACK, 4, 3)),
        problems(setup("4k3/8/8/8/8/2*5/8/4K3 b 4 3 1 4")));
  }

  @Test
  void fieldsMustBeWholeNumbers() {
    // no numbered rule: a move count is at most 40 (KD-6.2), a side's points at most the 16 diamonds (KD-1)
    assertEquals(Array.of(
            SetupProblem.of(SetupCode.BAD_FIELD, "white-moves", "-1", Localizable.of(FieldValues.WHOLE_NUMBER, 0, 40)),
            SetupProblem.of(SetupCode.BAD_FIELD, "black-points", "two",
                Localizable.of(FieldValues.WHOLE_NUMBER, 0, 16))),
        problems(setup("4k3/8/8/8/8/2*5/8/4K3 w -1 0 0 two")));
    assertEquals(Option.none(), problems(setup("4k3/8/8/8/8/2*5/8/4K3 w x 0 0 0")).single().rule());
    assertEquals(Array.of(SetupProblem.of("setup.unknown-field", "", "halfmoves")),
        problems(setup("4k3/8/8/8/8/2*5/8/4K3 w").withField("halfmoves", "0")));
  }

  @Test
  void missingFieldsDefaultToZero() {
    assertEquals(GAME.start(), GAME.fromSetup(setup("4k3/8/2****2/2****2/2****2/2****2/8/4K3 w")).get());
  }

  @Test
  void everyProblemIsReportedAtOnce() {
    Setup s = setup("8/8/8/4k3/4K3/2*5/8/*2Q4 b 41 x 20 0")
        .withPiece(sq("c3"), Piece.of(Side.BLACK, Role.KING));
    assertEquals(Array.of("diamonds.setup.not-a-king", "diamonds.setup.king-count", "diamonds.setup.diamond-outside",
        "diamonds.setup.diamond-under-king", SetupCode.BAD_FIELD.key()), codes(s));
    Setup counters = setup("8/8/8/4k3/4K3/2*5/8/*7 w 41 40 20 0");
    assertEquals(Array.of("diamonds.setup.kings-adjacent", "diamonds.setup.diamond-outside",
        "diamonds.setup.moves-beyond-limit", "diamonds.setup.too-many-diamonds"), codes(counters));
  }

  @Test
  void aFinishedRoundIsAValidPosition() {
    DiamondsPosition over = GAME.fromSetup(setup("4k3/8/8/8/8/8/8/4K3 w 30 30 9 7")).get();
    assertEquals("diamonds.end.all-collected", over.outcome().get().termination().code());
  }
}
