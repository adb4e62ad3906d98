package io.github.tabla.games.draughts;

import static io.github.tabla.games.draughts.Fen.path;
import static io.github.tabla.games.draughts.Fen.position;
import static io.github.tabla.games.draughts.Fen.sq;
import static io.github.tabla.games.draughts.Fen.texts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Move;
import io.github.tabla.core.MoveRejection;
import io.github.tabla.core.Piece;
import io.github.tabla.core.Role;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.vavr.collection.Array;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Every statement and example of the original Hebrew text, {@code seeds/italian-draughts.he.txt}, in
 * its order; the display names quote it.
 */
class HebrewSeedTest {

  private static String code(DraughtsPosition p, String move) {
    return p.moveFor(path(move)).getLeft().code();
  }

  @Test
  @DisplayName("שני שחקנים, 12 חיילים לכל אחד, על המשבצות הכהות של לוח 8 × 8. הלבנים פותחים.")
  void he_twoPlayersTwelveMenEachOnTheDarkSquaresWhiteOpens() {
    DraughtsPosition p = Fen.GAME.start();
    assertEquals(12, p.men(Side.WHITE).size());
    assertEquals(12, p.men(Side.BLACK).size());
    assertTrue(p.pieces(Side.WHITE).union(p.pieces(Side.BLACK)).toArray().forAll(s -> !s.isDark()),
        "the draughts dark squares are core's light ones: h1 is dark in draughts (ID-1)");
    assertEquals(Side.WHITE, p.sideToMove());
  }

  @Test
  @DisplayName("החייל מתקדם משבצת אחת באלכסון ולוכד רק קדימה. הוא לעולם לא יכול ללכוד מלכה.")
  void he_theManStepsDiagonallyCapturesOnlyForwardNeverAKing() {
    assertEquals(Array.of("22-18", "22-19"), texts(position("W:W22:B4").legalMoves()));
    assertEquals(Array.of("22x13"), texts(position("W:W22:B18,4").legalMoves()));
    assertFalse(position("W:W22:B26,4").legalMoves().exists(Move::isCapture));
    assertFalse(position("W:W22:BK18,4").legalMoves().exists(Move::isCapture));
  }

  @Test
  @DisplayName("המלכה זזה משבצת אחת בלבד, בארבעת האלכסונים, ולוכדת גם אחורה.")
  void he_theKingMovesOneSquareOnFourDiagonalsAndCapturesBackwardsToo() {
    assertEquals(Array.of("22-18", "22-19", "22-26", "22-27"), texts(position("W:WK22:B4").legalMoves()));
    assertEquals(Array.of("22x31"), texts(position("W:WK22:B27,4").legalMoves()));
  }

  @Test
  @DisplayName("הלכידה חובה. כשיש כמה לכידות אפשריות, 4 עדיפויות קובעות איזו לבצע.")
  void he_captureIsCompulsoryAndFourPrioritiesChoose() {
    DraughtsPosition p = position("W:W22,28:B18,4");
    assertEquals(DraughtsCode.CAPTURE_COMPULSORY.key(), code(p, "28-24"));
    assertEquals(4, io.github.tabla.games.draughts.capture.CapturePriority.ITALIAN.criteria().size());
  }

  @Test
  @DisplayName("מנצחים כשליריב לא נשאר אף כלי או אף מהלך אפשרי.")
  void he_youWinWhenTheOpponentHasNoPieceOrNoMove() {
    DraughtsPosition noPiece = position("W:W22:B18").play(sq(22), sq(13)).get();
    assertEquals(Option.some(Side.WHITE), noPiece.outcome().get().winner());
    DraughtsPosition blocked = position("B:W31,32:B28");
    assertEquals(Option.some(Side.WHITE), blocked.outcome().get().winner());
  }

  @Test
  @DisplayName("המשבצות הכהות ממוספרות מ-1 עד 32, משמאל לימין ומלמעלה למטה, החל מפינת השחורים")
  void he_theDarkSquaresAreNumbered1to32LeftToRightTopToBottomFromBlacksCorner() {
    assertEquals(Square.A8, sq(1));
    assertEquals(Square.G8, sq(4));
    assertEquals(Square.B7, sq(5));
    assertEquals(Square.H1, sq(32));
  }

  @Test
  @DisplayName("הוא מונח כך שהמשבצת בפינה הימנית התחתונה כהה")
  void he_theBottomRightCornerIsDark() {
    assertTrue(Fen.GAME.start().pieceAt(Square.H1).isDefined());
    assertEquals(DraughtsCode.SETUP_LIGHT_SQUARE.key(), Fen.GAME.fromSetup(io.github.tabla.core.Setup.empty(Side.WHITE)
        .withPiece(Square.A1, Piece.of(Side.WHITE, Role.MAN))).getError().head().code());
  }

  @Test
  @DisplayName("בתחילת המשחק השחורים תופסים את המשבצות 1 עד 12, הלבנים את המשבצות 21 עד 32; המשבצות 13 עד 20 נשארות פנויות.")
  void he_blackOn1to12WhiteOn21to32And13to20Empty() {
    DraughtsPosition p = Fen.GAME.start();
    for (int n = 1; n <= 32; n++) {
      Option<Piece> piece = p.pieceAt(sq(n));
      if (n <= 12) {
        assertEquals(Option.some(Piece.of(Side.BLACK, Role.MAN)), piece);
      } else if (n >= 21) {
        assertEquals(Option.some(Piece.of(Side.WHITE, Role.MAN)), piece);
      } else {
        assertTrue(piece.isEmpty());
      }
    }
  }

  @Test
  @DisplayName("הלבנים משחקים את המהלך הראשון, ואחר כך כל אחד בתורו.")
  void he_whitePlaysFirstThenEachInTurn() {
    DraughtsPosition p = Fen.GAME.start();
    assertEquals(Side.WHITE, p.sideToMove());
    DraughtsPosition q = p.play(sq(22), sq(19)).get();
    assertEquals(Side.BLACK, q.sideToMove());
    assertEquals(Side.WHITE, q.play(sq(11), sq(15)).get().sideToMove());
    assertInstanceOf(MoveRejection.NotYourPiece.class, q.moveFor(path("19-15")).getLeft());
  }

  @Test
  @DisplayName("מהלך נרשם לפי משבצת המוצא ומשבצת היעד: \"22-19\". לכידה נרשמת עם x: \"29x22x15x6\".")
  void he_notation_22_19_and_29x22x15x6() {
    assertEquals("22-19", Fen.text(Fen.GAME.start().moveFor(path("22-19")).get()));
    assertEquals(Array.of("29x22x15x6"), texts(position("W:W29:B26,19,11").legalMoves()));
  }

  @Test
  @DisplayName("החייל מתקדם משבצת אחת, באלכסון, למשבצת פנויה. הוא לעולם לא חוזר אחורה.")
  void he_theManStepsToAnEmptySquareAndNeverGoesBack() {
    DraughtsPosition p = position("W:W22,19:B4");
    assertFalse(p.legalMoves().exists(m -> Fen.text(m).equals("22-19")));
    assertEquals(DraughtsCode.SQUARE_OCCUPIED.key(), code(p, "22-19"));
    assertEquals(DraughtsCode.MAN_BACKWARDS.key(), code(p, "22-26"));
  }

  @Test
  @DisplayName("חייל לעולם לא יכול ללכוד מלכה, גם אם המשבצת שמאחוריה פנויה.")
  void he_aManNeverCapturesAKingEvenWithTheSquareBehindEmpty() {
    DraughtsPosition p = position("W:W22:BK18,4");
    assertTrue(p.pieceAt(sq(13)).isEmpty());
    assertEquals(DraughtsCode.MAN_CANNOT_CAPTURE_KING.key(), code(p, "22x13"));
  }

  @Test
  @DisplayName("חייל שמגיע לשורה האחרונה, בצד הנגדי, הופך למלכה")
  void he_aManReachingTheLastRowBecomesAKing() {
    DraughtsPosition p = position("W:W5:B28").play(sq(5), sq(1)).get();
    assertEquals(Option.some(Piece.of(Side.WHITE, Role.KING)), p.pieceAt(sq(1)));
  }

  @Test
  @DisplayName("המלכה נעה משבצת אחת בלבד ... בדמקה האיטלקית אין מלכה \"מעופפת\" שעוברת לאורך אלכסון שלם.")
  void he_noFlyingKing() {
    DraughtsPosition p = position("W:WK29:B4");
    assertEquals(Array.of("29-25", "29-26"), texts(p.legalMoves()));
    assertEquals(DraughtsCode.NOT_DIAGONAL_STEP.key(), code(p, "29-22"));
    // nor does it capture from afar: the king on 29 does not take 18 on the long diagonal
    assertFalse(position("W:WK29:B18,4").legalMoves().exists(Move::isCapture));
  }

  @Test
  @DisplayName("היא לוכדת באותו אופן, בקפיצה מעל כלי סמוך, חייל או מלכה.")
  void he_theKingCapturesAnAdjacentManOrKing() {
    assertEquals(Array.of("22x13"), texts(position("W:WK22:B18,4").legalMoves()));
    assertEquals(Array.of("22x13"), texts(position("W:WK22:BK18,4").legalMoves()));
  }

  @Test
  @DisplayName("כשאחד הכלים שלכם יכול לקפוץ מעל כלי יריב סמוך ולנחות במשבצת הפנויה שמיד מאחוריו, אתם חייבים ללכוד.")
  void he_whenYouCanJumpYouMust() {
    DraughtsPosition p = position("W:W22,28:B18,4");
    assertTrue(p.legalMoves().forAll(Move::isCapture));
    MoveRejection r = p.moveFor(path("28-24")).getLeft();
    assertEquals(Array.of("22x13"), texts(r.instead()));
    // with the square behind occupied there is no capture
    assertFalse(position("W:W22,28:B18,13,4").legalMoves().exists(Move::isCapture));
  }

  @Test
  @DisplayName("אם אחרי הקפיצה אותו כלי יכול ללכוד שוב, הוא ממשיך באותו מהלך: זו לכידה מרובה.")
  void he_theSamePieceCapturesAgainInTheSameMove() {
    DraughtsPosition p = position("W:W31:B27,19,4");
    assertEquals(Array.of("31x22x15"), texts(p.legalMoves()));
    assertEquals(DraughtsCode.CAPTURE_MUST_CONTINUE.key(), code(p, "31x22"));
  }

  @Test
  @DisplayName("הכלים שנלכדו נשארים על הלוח עד סוף הלכידה המרובה, ואז מסירים את כולם. אי אפשר ללכוד כלי פעמיים באותה לכידה מרובה.")
  void he_capturedPiecesStayUntilTheEndAndNoneIsTakenTwice() {
    DraughtsPosition p = position("W:WK22:B18,10,4");
    assertEquals(DraughtsCode.CAPTURE_TWICE.key(), code(p, "22x13x22x13"));
    // the king ends its capture only then removing both pieces
    DraughtsPosition after = p.playUnchecked(p.legalMoves().head());
    assertEquals(1, after.pieces(Side.BLACK).size());
  }

  @Test
  @DisplayName("אם שתי לכידות שוות בארבעת הקריטריונים, אתם בוחרים.")
  void he_capturesEqualOnAllFourCriteriaYouChoose() {
    assertEquals(Array.of("22x13", "24x15"), texts(position("W:W22,24:B18,20,4").legalMoves()));
  }

  @Test
  @DisplayName("הכי הרבה כלים. משחקים את הלכידה שלוכדת את מספר הכלים הגדול ביותר.")
  void he_priority1_mostPieces() {
    DraughtsPosition p = position("W:WK11:BK6,14,22");
    assertEquals(Array.of("11x18x27"), texts(p.legalMoves()));
    assertEquals(DraughtsCode.PRIORITY_MOST_PIECES.key(), code(p, "11x2"));
  }

  @Test
  @DisplayName("לכידה עם מלכה. כשהמספר שווה, הלכידה חייבת להתבצע על ידי מלכה ולא על ידי חייל.")
  void he_priority2_withTheKing() {
    DraughtsPosition p = position("W:W27,K28:B2,23");
    assertEquals(Array.of("28x19"), texts(p.legalMoves()));
    assertEquals(DraughtsCode.PRIORITY_WITH_KING.key(), code(p, "27x20"));
  }

  @Test
  @DisplayName("הכי הרבה מלכות. אחר כך, הלכידה שלוכדת הכי הרבה מלכות.")
  void he_priority3_mostKings() {
    DraughtsPosition p = position("W:WK9,K19,27:B1,K13,14,15,K21,K28");
    assertEquals(Array.of("19x10x17x26"), texts(p.legalMoves()));
    assertEquals(DraughtsCode.PRIORITY_MOST_KINGS.key(), code(p, "9x18x11x20"));
  }

  @Test
  @DisplayName("מלכות כמה שיותר מוקדם. לבסוף, הלכידה שפוגשת מלכה מוקדם ככל האפשר בלכידה המרובה.")
  void he_priority4_kingsAsEarlyAsPossible() {
    DraughtsPosition p = position("W:WK2,K12:B6,K7");
    assertEquals(Array.of("12x3x10"), texts(p.legalMoves()));
    assertEquals(DraughtsCode.PRIORITY_EARLIEST_KING.key(), code(p, "2x11x4"));
  }

  @Test
  @DisplayName("חייל שמגיע לשורה האחרונה תוך כדי לכידה עוצר שם, גם אם לאחר שהפך למלכה היה יכול ללכוד שוב אחורה. הוא הופך למלכה בסוף המהלך.")
  void he_aManReachingTheLastRowInACaptureStopsAndIsCrownedAtTheEnd() {
    DraughtsPosition p = position("W:W10:B6,7,24");
    Move m = p.legalMoves().single();
    assertEquals("10x3", Fen.text(m));
    assertEquals(Role.MAN, ((Move.PieceMove) m).role());
    assertEquals(Option.some(Role.KING), Fen.promotion(m));
    assertEquals(DraughtsCode.CAPTURE_PROMOTION_ENDS.key(), code(p, "10x3x12"));
  }

  @Test
  @DisplayName("אתם מנצחים כשליריב, בתורו, לא נשארו כלים כלל או שאין לו אף מהלך אפשרי, כי הכלים שלו חסומים.")
  void he_theOpponentOnTheirTurnHasNoPiecesOrAllArBlocked() {
    DraughtsPosition p = position("B:W31,32:B28");
    assertEquals(ItalianDraughts.BLOCKED, p.outcome().get().termination());
    assertTrue(p.legalMoves().isEmpty());
    // the same arrangement with White to move is not over: only the side to move can be blocked
    assertFalse(position("W:W31,32:B28").isOver());
  }
}
