/**
 * The reference web board: {@link io.github.tabla.web.TablaServer}, an HTTP server on the JDK's own
 * {@code jdk.httpserver}, serves a page that plays every game found (against the Robot or two players at
 * one screen, in English, Romanian, Hebrew and Italian) and the JSON API the page uses.
 *
 * <h2>The API</h2>
 * Every answer is JSON (the documents of {@code tabla-json}, schema version 1). The server keeps no state:
 * the page sends the {@code match} document of the last answer with each request.
 * <ul>
 *   <li>{@code GET /api/games?lang=ro}: the catalogue of games;
 *   <li>{@code GET /api/texts?lang=ro}: the page's own texts in a language;
 *   <li>{@code POST /api/new} {@code {"game":"knights","lang":"ro","first":"Ana","second":"Robot"}}: a new
 *       match, from the start or from a position of the app's own ({@code "start"}: its text);
 *   <li>{@code POST /api/state}, {@code /api/move} (with {@code "move": {"path": ["e1","e2"]}}),
 *       {@code /api/robot} (with {@code "level"}, {@code "millis"} up to 10,000 and an {@code "id"} to
 *       cancel it by), {@code /api/hint}, {@code /api/undo} (with {@code "plies"}: 1 or 2),
 *       {@code /api/resign} (with {@code "seat"}: {@code "first"} or {@code "second"}), {@code /api/draw}
 *       (with the Robot's {@code "level"} when it is the one asked), {@code /api/export}: each with
 *       {@code "game"}, {@code "lang"} and {@code "match"}, each answered with the {@code state}: the match,
 *       the position now (pieces, legal moves, destinations, outcome), the board as SVG (its squares carry
 *       {@code data-square}), the last move, whose turn it is;
 *   <li>{@code POST /api/cancel} {@code {"id":"..."}}: stops a Robot's search, which answers at once with the
 *       best move found so far.
 * </ul>
 * A request that does not read is answered 400 with a {@code problem} (code, where, detail), a move the
 * rules refuse 422 with a {@code rejection} (code, rule, squares, moves to play instead, words), an unknown
 * path 404, a wrong method 405, a body over 1,000,000 bytes 413, and a Robot request while every Robot
 * thinks 503.
 */
@NullMarked
package io.github.tabla.web;

import org.jspecify.annotations.NullMarked;
