package io.github.tabla.notation.move;

import org.apiguardian.api.API;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Move;
import io.github.tabla.core.MoveRejection;
import io.github.tabla.core.Outcome;
import io.github.tabla.core.Placement;
import io.github.tabla.core.Setup;
import io.github.tabla.core.Square;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * Finds the legal move a {@link MoveText} names in a position: the second layer of move text. It
 * works for every game, from the position's legal moves and its
 * {@link GamePosition#explain(Seq) explanations} alone.
 *
 * <p>The rules, in order:
 *
 * <ol>
 *   <li>A finished position answers {@link Resolution.Illegal} with {@link MoveRejection.GameOver}.
 *   <li>{@code --} is found when the position's only legal move is a pass; otherwise the game explains
 *       why it may not pass.
 *   <li>A path ({@code 22-19}, {@code 29x22x15x6}, {@code 29x6}, {@code Ke1-e2}) fits a legal move that
 *       starts and ends on the path's ends and passes the named squares in order; the capture mark
 *       must agree with whether the move captures, and a piece letter with the moving piece (a letter of
 *       a person's language may name two pieces, see {@link PieceLetters}). A legal
 *       move whose path is exactly the text's wins over ones that only pass through it.
 *   <li>A short move ({@code Ke2}, {@code Nxc7}, {@code Rbd1}) fits a legal move to its destination by
 *       a piece of that letter from an origin that fits the file or rank given.
 *   <li>One fitting move is {@link Resolution.Found}; several are {@link Resolution.Ambiguous}.
 *   <li>None: when the piece letter names another piece than the mover's own piece on the origin (or
 *       the only one that reaches a short move's destination), the answer is {@link Resolution.WrongPiece}:
 *       "there is a queen on d1, not a rook". When a legal move goes between the same squares (only the
 *       capture mark is wrong), or a short move cannot tell which piece was meant, the answer is
 *       {@link Resolution.NoMatch} with the closest legal moves. Otherwise the game is asked to explain
 *       the path and the answer is {@link Resolution.Illegal} with its reason (not your piece, the kings
 *       would touch (KD-3), capture is compulsory (ID-8), ...).
 * </ol>
 *
 * <pre>{@code
 * MoveText t = MoveText.parse("Ke2", SquareNaming.CHESS).get();
 * MoveResolver.resolve(game.start(), t);   // Found(Ke1-e2) in Kings and Diamonds
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "0.1")
public final class MoveResolver {
  private MoveResolver() {}

  /**
   * Resolves a move text against a position's legal moves.
   *
   * @param <P> the position type
   * @param position the position the move is played in
   * @param text the move text
   * @return the legal move, or why there is none
   */
  public static <P extends GamePosition<P>> Resolution resolve(P position, MoveText text) {
    Option<Outcome> over = position.outcome();
    if (over.isDefined()) {
      return new Resolution.Illegal(text, new MoveRejection.GameOver(over.get()));
    }
    Seq<Move> legal = position.legalMoves();
    if (text instanceof MoveText.Pass) {
      Option<Move> pass = legal.find(Move::isPass);
      return pass.isDefined()
          ? new Resolution.Found(text, pass.get())
          : new Resolution.Illegal(text, position.explain(Array.empty()));
    }
    Seq<Move> fits = legal.filter(m -> fits(text, m));
    Seq<Move> exact = fits.filter(m -> m.path().equals(text.squares()));
    Seq<Move> chosen = text instanceof MoveText.ShortAlgebraic || exact.isEmpty() ? fits : exact;
    if (chosen.size() == 1) {
      return new Resolution.Found(text, chosen.head());
    }
    if (chosen.size() > 1) {
      return new Resolution.Ambiguous(text, chosen);
    }
    return unmatched(position, text, legal);
  }

  private static <P extends GamePosition<P>> Resolution unmatched(P position, MoveText text, Seq<Move> legal) {
    Option<Resolution> wrongPiece = wrongPiece(position, text, legal);
    if (wrongPiece.isDefined()) {
      return wrongPiece.get();
    }
    Seq<Move> closest = closest(text, legal);
    Array<Square> path;
    if (text instanceof MoveText.ShortAlgebraic s) {
      Option<Square> origin = onlyOrigin(position, s, legal);
      if (origin.isEmpty()) {
        return new Resolution.NoMatch(text, closest);
      }
      path = Array.of(origin.get(), s.destination());
    } else {
      path = text.squares();
    }
    Square from = path.head();
    Square to = path.last();
    boolean sameEnds = legal.exists(m -> m.origin().contains(from) && m.destination().contains(to));
    return sameEnds
        ? new Resolution.NoMatch(text, closest)
        : new Resolution.Illegal(text, position.explain(path));
  }

  /**
   * A piece letter that does not name the piece the move starts from: the mover's own piece stands on
   * the path's origin, or is the only one of the mover's pieces that reaches a short move's destination,
   * and the letter names another kind of piece.
   */
  private static <P extends GamePosition<P>> Option<Resolution> wrongPiece(P position, MoveText text,
      Seq<Move> legal) {
    if (text.piece().isEmpty()) {
      return Option.none();
    }
    PieceLetter letter = text.piece().get();
    Setup setup = position.toSetup();
    Option<Square> origin;
    if (text instanceof MoveText.ShortAlgebraic s) {
      Seq<Square> reaching = legal.filter(m -> m.destination().contains(s.destination()))
          .flatMap(Move::origin).filter(s::fitsOrigin).distinct();
      origin = reaching.size() == 1 ? Option.some(reaching.head()) : Option.none();
    } else {
      origin = text.squares().headOption();
    }
    return origin.flatMap(from -> setup.pieceAt(from)
        .filter(p -> p.side() == position.sideToMove() && !letter.names(p.role()))
        .map(p -> new Resolution.WrongPiece(text, from, p, letter.role())));
  }

  /**
   * The one square a short move can have meant to start from: the mover's piece of the named kind on a
   * square that fits the hints, preferring pieces that have a legal move.
   */
  private static <P extends GamePosition<P>> Option<Square> onlyOrigin(P position, MoveText.ShortAlgebraic text,
      Seq<Move> legal) {
    Seq<Square> own = position.toSetup().placements()
        .filter(p -> p.piece().side() == position.sideToMove())
        .filter(p -> text.piece().forAll(l -> l.names(p.piece().role())))
        .map(Placement::square)
        .filter(text::fitsOrigin)
        .distinct();
    Seq<Square> moving = own.filter(s -> legal.exists(m -> m.origin().contains(s)));
    Seq<Square> candidates = moving.isEmpty() ? own : moving;
    return candidates.size() == 1 ? Option.some(candidates.head()) : Option.none();
  }

  private static boolean fits(MoveText text, Move move) {
    if (!(move instanceof Move.PieceMove pm)) {
      return false;
    }
    if (text.capture() != pm.isCapture() || text.piece().exists(l -> !l.names(pm.role()))) {
      return false;
    }
    if (text instanceof MoveText.ShortAlgebraic s) {
      return pm.path().last() == s.destination() && s.fitsOrigin(pm.path().head());
    }
    Array<Square> named = text.squares();
    return pm.path().head() == named.head() && pm.path().last() == named.last() && isSubsequence(named, pm.path());
  }

  private static boolean isSubsequence(Array<Square> part, Array<Square> whole) {
    int j = 0;
    for (int i = 0; i < whole.size() && j < part.size(); i++) {
      if (whole.get(i) == part.get(j)) {
        j++;
      }
    }
    return j == part.size();
  }

  /** The legal moves that share the most with the text: its origin and destination, piece, capture mark. */
  private static Seq<Move> closest(MoveText text, Seq<Move> legal) {
    int best = 0;
    Array<Move> found = Array.empty();
    for (Move m : legal) {
      int score = likeness(text, m);
      if (score > best) {
        best = score;
        found = Array.of(m);
      } else if (score == best && score > 0) {
        found = found.append(m);
      }
    }
    return found;
  }

  private static int likeness(MoveText text, Move move) {
    if (!(move instanceof Move.PieceMove pm)) {
      return 0;
    }
    int score = 0;
    if (text.from().contains(pm.path().head())
        || text instanceof MoveText.ShortAlgebraic s && (s.fromFile().isDefined() || s.fromRank().isDefined())
            && s.fitsOrigin(pm.path().head())) {
      score += 4;
    }
    if (text.to().contains(pm.path().last())) {
      score += 4;
    }
    if (text.piece().exists(l -> l.names(pm.role()))) {
      score += 2;
    }
    if (score > 0 && text.capture() == pm.isCapture()) {
      score += 1;
    }
    return score;
  }
}
