/**
 * The engine room's contract: a game's rules on primitives, written once.
 *
 * <p>A {@link io.github.tabla.core.kernel.Kernel} holds a game's rules as functions of a state made of a
 * few {@code long} words in an array: the moves of a state, written into a reusable buffer; the state
 * after a move, copied into another place of an array (copy-make); the Zobrist key, kept as the moves
 * are made; whether the round is over; the score; and perft. Nothing in it allocates, so a search can
 * keep one array of states, one a ply, and one buffer of moves for a whole search. A game's typed
 * positions, its perft, its table generators and its search are all built on its kernel; a
 * {@link io.github.tabla.core.kernel.KernelBinding} ties the kernel to the typed positions, and the
 * testkit checks that the two agree on every move, key and count.
 *
 * <pre>{@code
 * KernelBinding<DiamondsPosition> binding = DiamondsGame.instance().kernel().get();
 * Kernel k = binding.kernel();
 * long[] states = new long[k.stateWords() * 2];
 * long[] moves = new long[k.maxMoves()];
 * binding.write(DiamondsGame.instance().start(), states, 0);
 * int n = k.moves(states, 0, moves, 0);               // 5 king steps
 * k.make(states, 0, moves[0], states, k.stateWords()); // the state after the first, in the next place
 * k.perft(states, 0, 6);                               // 153,576 without one allocation a node
 * }</pre>
 *
 * <p>The package is {@code EXPERIMENTAL}: its shape may change in a minor release while the one
 * search engine is built on it.
 */
@NullMarked
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
package io.github.tabla.core.kernel;

import org.apiguardian.api.API;
import org.jspecify.annotations.NullMarked;
