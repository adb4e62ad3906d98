package io.github.tabla.cli;

import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Move;
import io.github.tabla.core.match.Match;
import io.github.tabla.core.match.Seat;
import io.github.tabla.core.robot.Level;
import io.github.tabla.core.robot.Robot;
import io.github.tabla.notation.Notation;
import java.util.ArrayList;
import java.util.List;

/**
 * The match {@code tabla play} will play against the Robot, played beforehand with the same Robot, seed
 * and budget, so that a test knows the moves to type and the results to expect: the person plays a
 * capture when there is one, else the first legal move. Forced passes are the command's own, so they are
 * not typed.
 */
final class Scripts {
  private Scripts() {}

  /**
   * The moves a person types and the match they lead to.
   *
   * @param moves one move text per turn of the person
   * @param match the finished match
   */
  record Played<P extends GamePosition<P>>(List<String> moves, Match<P> match) {
    /** The moves as piped input, one per line. */
    String input() {
      return String.join("\n", moves) + "\n";
    }
  }

  static <P extends GamePosition<P>> Played<P> against(GameDefinition<P> game, Level level, long seed, String you,
      String robotName) {
    Notation<P> n = Notation.forGame(game);
    Robot<P> robot = game.robot(level, seed);
    Match<P> m = Match.of(game, you, robotName);
    List<String> moves = new ArrayList<>();
    while (!m.isOver()) {
      P p = m.current().current();
      Move move;
      if (m.toMove().get().seat() == Seat.SECOND) {
        move = robot.choose(p, Thinking.DEFAULT.budget()).move();
      } else {
        move = p.legalMoves().find(Move::isCapture).getOrElse(p.legalMoves().head());
        if (!(p.legalMoves().size() == 1 && move.isPass())) {
          moves.add(n.writeMove(move));
        }
      }
      m = m.play(move).get();
    }
    return new Played<>(moves, m);
  }
}
