package io.github.tabla.benchmarks.draughts;

import io.github.tabla.core.Piece;
import io.github.tabla.core.Role;
import io.github.tabla.core.Setup;
import io.github.tabla.core.Side;
import io.github.tabla.core.SquareNaming;
import io.github.tabla.games.draughts.DraughtsPosition;

/** The positions the Robot benchmarks search: the start, a middlegame and an endgame. */
final class RobotPositions {
  private RobotPositions() {}

  /** The start (ID-3). */
  static final String START = "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12";
  /** A middlegame, nine men a side, White to move. */
  static final String MIDDLEGAME = "W:W17,19,21,22,25,26,27,30,31:B2,3,6,7,9,10,11,13,16";
  /** An endgame with a king and three men a side, White to move. */
  static final String ENDGAME = "W:W18,22,25,K3:B9,11,13,K27";

  static final String[] ALL = {START, MIDDLEGAME, ENDGAME};
  static final String[] NAMES = {"start", "middlegame", "endgame"};

  static DraughtsPosition of(String text) {
    String[] parts = text.split(":");
    Setup s = Setup.empty(parts[0].equals("W") ? Side.WHITE : Side.BLACK);
    for (int i = 1; i < parts.length; i++) {
      Side side = parts[i].charAt(0) == 'W' ? Side.WHITE : Side.BLACK;
      for (String item : parts[i].substring(1).split(",")) {
        boolean king = item.startsWith("K");
        int n = Integer.parseInt(king ? item.substring(1) : item);
        s = s.withPiece(SquareNaming.draughtsSquare(n).get(), Piece.of(side, king ? Role.KING : Role.MAN));
      }
    }
    var v = DraughtsMatch.GAME.fromSetup(s);
    if (v.isInvalid()) {
      throw new IllegalArgumentException(text + ": " + v.getError());
    }
    return v.get();
  }
}
