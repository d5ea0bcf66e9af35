import { useCallback, useEffect, useRef, useState } from 'react';
import { LOCALE } from '@salonya/domain/constants';
import { VOICE_SEARCH_UNSUPPORTED } from '@salonya/domain/messages';

/** The part of the Web Speech API's recognizer we use (the DOM typings do not declare the constructor). */
interface Recognizer {
  lang: string;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: SpeechRecognitionEvent) => void) | null;
  onerror: ((event: SpeechRecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  abort(): void;
}
type RecognizerConstructor = new () => Recognizer;

export const VOICE_DENIED = 'Mikrofon izni verilmedi. Tarayıcınızın ayarlarından izin verebilirsiniz.';
export const VOICE_NOT_HEARD = 'Sizi duyamadık. Lütfen tekrar deneyin.';

function recognizerConstructor(): RecognizerConstructor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as Record<string, unknown>;
  const ctor = w.SpeechRecognition ?? w.webkitSpeechRecognition;
  return typeof ctor === 'function' ? (ctor as RecognizerConstructor) : null;
}

/**
 * Voice search through the Web Speech API (tr-TR). `start` listens once and hands the heard text to `onText`;
 * without the API it says 'Ses araması bu tarayıcıda desteklenmiyor'.
 */
export function useVoiceSearch(onText: (text: string) => void) {
  const [listening, setListening] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const recognizer = useRef<Recognizer | null>(null);
  const onTextRef = useRef(onText);
  useEffect(() => {
    onTextRef.current = onText;
  }, [onText]);

  useEffect(() => () => recognizer.current?.abort(), []);

  const start = useCallback(() => {
    const Ctor = recognizerConstructor();
    if (Ctor === null) {
      setMessage(VOICE_SEARCH_UNSUPPORTED);
      return;
    }
    recognizer.current?.abort();
    const r = new Ctor();
    r.lang = LOCALE;
    r.interimResults = false;
    r.maxAlternatives = 1;
    r.onresult = (event) => {
      const text = event.results[0]?.[0]?.transcript.trim() ?? '';
      if (text !== '') onTextRef.current(text);
    };
    r.onerror = (event) => {
      setMessage(
        event.error === 'not-allowed' || event.error === 'service-not-allowed'
          ? VOICE_DENIED
          : VOICE_NOT_HEARD,
      );
    };
    r.onend = () => setListening(false);
    recognizer.current = r;
    setMessage(null);
    setListening(true);
    try {
      r.start();
    } catch {
      setListening(false);
      setMessage(VOICE_NOT_HEARD);
    }
  }, []);

  const stop = useCallback(() => {
    recognizer.current?.abort();
    setListening(false);
  }, []);

  return { listening, message, start, stop, clearMessage: () => setMessage(null) };
}
