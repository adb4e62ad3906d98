package io.github.tabla.notation.move;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Messages;
import io.github.tabla.core.Move;
import io.github.tabla.core.NotationSpec;
import io.github.tabla.core.Piece;
import io.github.tabla.core.Role;
import io.github.tabla.core.Setup;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareNaming;
import io.github.tabla.notation.Notation;
import io.github.tabla.notation.fixture.Scripted;
import io.vavr.collection.Array;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * Piece letters in a person's language, read beside the English ones, and a letter that does not match
 * the piece on the origin refused (the buttons game's queen on d1 and rook on b1, QB-1).
 */
class PieceLettersTest {
  private static final Move.PieceMove QUEEN = Move.PieceMove.step(Side.WHITE, Role.QUEEN, Square.D1, Square.D4);
  private static final Move.PieceMove ROOK = Move.PieceMove.step(Side.WHITE, Role.ROOK, Square.B1, Square.B4);
  private static final Scripted BUTTONS = new Scripted(
      new NotationSpec(SquareNaming.CHESS, true, Option.some('o'), Array.empty()),
      Setup.empty(Side.WHITE).withPiece(Square.D1, Piece.of(Side.WHITE, Role.QUEEN))
          .withPiece(Square.B1, Piece.of(Side.WHITE, Role.ROOK)),
      Array.of(QUEEN, ROOK));
  private static final Notation<Scripted.Position> N = Notation.forGame(BUTTONS);

  private static Either<MoveProblem, Move> read(String text, Locale locale) {
    return N.readMove(BUTTONS.start(), text, PieceLetters.of(locale));
  }

  @Test
  void theEnglishLettersAreReadInEveryLanguage() {
    for (Locale l : Messages.SUPPORTED) {
      assertEquals(QUEEN, read("Qd1-d4", l).get(), l::toString);
      assertEquals(ROOK, read("Rb1-b4", l).get(), l::toString);
    }
  }

  @Test
  void eachLanguageReadsItsOwnLetters() {
    assertEquals(QUEEN, read("Dd1-d4", Messages.ROMANIAN).get());
    assertEquals(ROOK, read("Tb1-b4", Messages.ROMANIAN).get());
    assertEquals(QUEEN, read("Dd4", Messages.ITALIAN).get());
    assertEquals(ROOK, read("Tb1-b4", Messages.ITALIAN).get());
    assertEquals(QUEEN, read("\u05DE\u05D4d1-d4", Messages.HEBREW).get(), "מה, the queen");
    assertEquals(ROOK, read("\u05E6b1-b4", Messages.HEBREW).get(), "צ, the rook");
    // English does not read the Romanian letters
    assertInstanceOf(MoveProblem.Unreadable.class, read("Td1-d4", Messages.ENGLISH).getLeft());
  }

  @Test
  void aLetterWithTwoMeaningsFitsEither() {
    // R is rege (king) in Romanian and the rook in English: the rook on b1 is found
    assertEquals(ROOK, read("Rb1-b4", Messages.ROMANIAN).get());
    Resolution.WrongPiece w = assertInstanceOf(Resolution.WrongPiece.class, read("Rd1-d4", Messages.ROMANIAN).getLeft());
    assertEquals(Role.KING, w.named(), "the language's meaning is the one the person is told");
    assertEquals("„Rd1-d4” nu se joacă: pe d1 este o damă, nu un rege.",
        N.messages(Messages.ROMANIAN).text(w));
  }

  @Test
  void aWrongLetterNamesBothPieces() {
    Resolution.WrongPiece w = assertInstanceOf(Resolution.WrongPiece.class, read("Rd1-d4", Messages.ENGLISH).getLeft());
    assertEquals(Square.D1, w.square());
    assertEquals("\"Rd1-d4\" is not played: there is a queen on d1, not a rook.", N.messages(Messages.ENGLISH).text(w));
    String it = N.messages(Messages.ITALIAN).text(read("Td1-d4", Messages.ITALIAN).getLeft());
    assertEquals("\"Td1-d4\" non si gioca: su d1 c'è una donna, non una torre.", it);
    String he = N.messages(Messages.HEBREW).text(read("Rd1-d4", Messages.HEBREW).getLeft());
    assertTrue(he.contains("מלכה") && he.contains("צריח"), he);
  }

  @Test
  void squaresMayBeWrittenInCapitals() {
    assertEquals(QUEEN, read("QD1-D4", Messages.ENGLISH).get());
    assertEquals(QUEEN, read("d1-D4", Messages.ENGLISH).get());
    assertEquals(QUEEN, read("DD1-D4", Messages.ITALIAN).get(), "D the donna, then D1, the square");
    assertEquals(QUEEN, read("D1-D4", Messages.ITALIAN).get(), "D before a rank is a file");
  }

  @Test
  void aGameWithoutPieceLettersReadsNoneAndAsksForASquare() {
    // the same board, its moves written with squares only (as Russian draughts writes c3-d4)
    Scripted squaresOnly = new Scripted(new NotationSpec(SquareNaming.CHESS, false, Option.none(), Array.empty()),
        BUTTONS.start().toSetup(), Array.of(QUEEN, ROOK));
    Notation<Scripted.Position> n = Notation.forGame(squaresOnly);
    assertEquals(QUEEN, n.readMove(squaresOnly.start(), "d1-d4").get());
    for (String text : new String[] {"zz", "Qd1-d4", "Td1-d4"}) {
      MoveProblem problem = n.readMove(squaresOnly.start(), text, PieceLetters.of(Messages.ROMANIAN)).getLeft();
      assertEquals("notation.move.syntax.square", ((MoveProblem.Unreadable) problem).error().code(), text);
      assertEquals(0, ((MoveProblem.Unreadable) problem).error().column(), text);
    }
    // a game with letters still offers them
    assertEquals("notation.move.syntax.start", ((MoveProblem.Unreadable) read("zz", Messages.ENGLISH).getLeft())
        .error().code());
    assertTrue(PieceLetters.NONE.match("Qd1", 0).isEmpty());
    assertTrue(!PieceLetters.NONE.any() && PieceLetters.ENGLISH.any());
  }
}
