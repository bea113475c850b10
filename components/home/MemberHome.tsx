"use client";

import dynamic from "next/dynamic";

/**
 * The member's home, in chunks of its own: "/" renders it for members only, and a visitor's
 * landing page then loads none of the feed's code (rendered on the server all the same).
 */
export const MemberHome = dynamic(() => import("./SignedInHome").then((m) => m.SignedInHome));
