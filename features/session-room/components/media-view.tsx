"use client";

import { useEffect, useRef } from "react";

/** A stream in a <video>: one's own muted and mirrored, another's with sound. */
export function MediaView({
  stream,
  label,
  self = false,
  audioOnly = false,
  className = "",
}: {
  stream: MediaStream | null;
  label: string;
  self?: boolean;
  audioOnly?: boolean;
  className?: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  });
  const hasVideo =
    !audioOnly && !!stream?.getVideoTracks().some((t) => t.enabled && t.readyState === "live");
  return (
    <figure
      className={`${className.includes("absolute") ? "" : "relative"} overflow-hidden rounded-xl bg-stone-900 ${className}`}
    >
      <video
        ref={ref}
        autoPlay
        playsInline
        muted={self}
        aria-label={label}
        data-testid={self ? "self-view" : "remote-view"}
        className={`size-full object-cover ${self ? "-scale-x-100" : ""} ${hasVideo ? "" : "invisible"}`}
      />
      {!hasVideo && (
        <span
          aria-hidden
          className="absolute inset-0 flex items-center justify-center text-3xl font-semibold text-white"
        >
          {label.slice(0, 1).toUpperCase()}
        </span>
      )}
      <figcaption className="absolute bottom-2 left-2 rounded-full bg-black/60 px-2 py-0.5 text-xs text-white">
        {label}
      </figcaption>
    </figure>
  );
}

/** How loud the microphone is, as a bar (read from an analyser, drawn without re-rendering). */
export function LevelMeter({ stream, label }: { stream: MediaStream | null; label: string }) {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const track = stream?.getAudioTracks()[0];
    if (!track || typeof AudioContext === "undefined") return;
    const context = new AudioContext();
    const source = context.createMediaStreamSource(new MediaStream([track]));
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    source.connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    let frame = 0;
    const draw = () => {
      analyser.getFloatTimeDomainData(samples);
      let sum = 0;
      for (const s of samples) sum += s * s;
      const level = Math.min(1, Math.sqrt(sum / samples.length) * 4);
      if (bar.current) {
        bar.current.style.width = `${Math.round(level * 100)}%`;
        bar.current.parentElement?.setAttribute("aria-valuenow", String(Math.round(level * 100)));
      }
      frame = requestAnimationFrame(draw);
    };
    draw();
    return () => {
      cancelAnimationFrame(frame);
      void context.close();
    };
  }, [stream]);
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={0}
      className="h-2 w-full overflow-hidden rounded-full bg-stone-200"
    >
      <div
        ref={bar}
        className="h-full w-0 rounded-full bg-brand-500 transition-[width] duration-75"
      />
    </div>
  );
}
