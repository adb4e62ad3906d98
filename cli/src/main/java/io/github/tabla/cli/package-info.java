/**
 * The {@code tabla} command line: {@code play}, {@code match}, {@code moves}, {@code perft},
 * {@code analyse} and {@code show}, and a short menu when run with no arguments.
 *
 * <pre>{@code
 * ./tabla                                   # the menu: language, game, variant, level, then play
 * ./tabla play diamonds --level gentle      # a match against the Robot, two rounds (M-2)
 * ./tabla moves italian-draughts --moves "22-18 12-16"
 * ./tabla perft knights --depth 4 --divide
 * }</pre>
 *
 * <p>Games are found through {@link io.github.tabla.core.Games}; their move and position texts come
 * from the notation module, and every text shown to a person is in English, Romanian, Hebrew or
 * Italian.
 */
package io.github.tabla.cli;
