/**
 * The JSON view of Tabla ({@link io.github.tabla.json.TablaJson} for the catalogue, the schema and plain
 * trees; {@link io.github.tabla.json.GameJson} for the documents of one game): what a web page, an Android
 * app or a desktop board reads and sends, with the same shapes on every platform. Writing never fails on a
 * value of the game; reading answers a value or a {@link io.github.tabla.json.JsonProblem} (a code, a
 * place, a reason), never an exception, within fixed limits on size and nesting.
 */
@NullMarked
package io.github.tabla.json;

import org.jspecify.annotations.NullMarked;
