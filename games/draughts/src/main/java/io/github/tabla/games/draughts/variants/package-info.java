/**
 * The draughts module's bridge between its rules as values ({@code DraughtsRules}) and its code on
 * primitives: the move generator of a variant. Not exported.
 */
package io.github.tabla.games.draughts.variants;
