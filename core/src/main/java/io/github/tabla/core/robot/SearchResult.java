package io.github.tabla.core.robot;

import io.github.tabla.core.Move;
import io.vavr.collection.Seq;

/**
 * What a Robot found: the move it plays, the value of the position for the side to move, whether that
 * value is exact (proved to the end of the round) or an estimate, and how much it searched.
 *
 * @param move the chosen move, always legal in the searched position
 * @param value the value for the side to move: for games won or lost, {@link Values#WIN} minus the
 *     plies to the win; for games scored by points, the final point difference when exact; a heuristic
 *     estimate otherwise
 * @param exact whether {@code value} is the game-theoretic value under perfect play
 * @param depth the deepest completed iteration, in plies
 * @param nodes the positions visited
 * @param principalVariation the expected line, starting with {@code move}
 * @param millis the time the search took, in milliseconds
 */
public record SearchResult(Move move, int value, boolean exact, int depth, long nodes, Seq<Move> principalVariation,
    long millis) {}
